import type { RouteHandler } from '@hono/zod-openapi';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { LiveEvent } from '@areia/shared/core/schemas/live-event';
import type { AppDeps, AppEnv } from '../../deps';
import { everythingChanged, liveVersionOf } from '../../domain/live/stream';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import type { LiveMessage } from '../../platform/live/bus';
import type { liveChampionshipRoute } from './live.routes';

/** Proxies and phones drop an idle connection after a minute or so; a comment every 15 s keeps it open. */
export const HEARTBEAT_MS = 15_000;
/** A write that does not finish in this long is a half-closed socket that may never report its abort. */
const WRITE_TIMEOUT_MS = 10_000;
/** Past this many open streams an instance answers 503 and the client falls back to polling. */
const MAX_STREAMS = 20_000;

const versionOf = (text: string | undefined) => (text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : undefined);

async function send(stream: SSEStreamingApi, event: LiveEvent): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('write timeout')), WRITE_TIMEOUT_MS);
  });
  try {
    await Promise.race([stream.writeSSE({ event: 'change', id: String(event.version), data: JSON.stringify(event) }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function liveHandlers(deps: AppDeps) {
  const stream: RouteHandler<typeof liveChampionshipRoute, AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    if (!isUuid(id)) throw new HttpError(404, messages.championshipNotFound);
    const bus = deps.live;
    if (!bus || bus.size() >= MAX_STREAMS) throw new HttpError(503, messages.unavailable);
    if ((await liveVersionOf(deps.db, id)) === undefined) throw new HttpError(404, messages.championshipNotFound);
    const since = versionOf(c.req.header('last-event-id')) ?? versionOf(c.req.valid('query').v);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (sse) => {
      const pending: LiveMessage[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = bus.subscribe(id, (message) => {
        pending.push(message);
        wake?.();
      });
      sse.onAbort(() => wake?.());
      try {
        // Read after subscribing: a change committed in between arrives as a message, never falls in the gap.
        const current = (await liveVersionOf(deps.db, id)) ?? 0;
        // A resumed stream that missed changes re-reads everything once; a new one learns the version it starts at.
        if (since !== undefined && since < current) await send(sse, everythingChanged(id, current));
        else await sse.write(`retry: 3000\nid: ${current}\n\n`);
        let lastVersion = current;
        while (!sse.aborted && !sse.closed) {
          if (pending.length === 0) {
            const heartbeat = await new Promise<boolean>((resolve) => {
              const timer = setTimeout(() => resolve(true), HEARTBEAT_MS);
              wake = () => {
                clearTimeout(timer);
                resolve(false);
              };
            });
            wake = undefined;
            if (heartbeat) await sse.write(': ping\n\n');
            continue;
          }
          for (const message of pending.splice(0)) {
            const event = message === null ? everythingChanged(id, (await liveVersionOf(deps.db, id)) ?? lastVersion) : (JSON.parse(message) as LiveEvent);
            // A change seen in the catch-up already, or twice after a resync, is not sent again.
            if (message !== null && event.version <= lastVersion) continue;
            lastVersion = Math.max(lastVersion, event.version);
            await send(sse, event);
          }
        }
      } catch {
        sse.abort();
      } finally {
        unsubscribe();
      }
    });
  };
  return { stream };
}
