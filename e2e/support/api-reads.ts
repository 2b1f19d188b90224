import type { Page, Response } from '@playwright/test';
import { BATCH_PARAM, BATCH_PATH, batchPath, type BatchAnswer } from '@areia/shared/core/batch';

/**
 * A first visit asks its reads in one batch (`/api/batch?get=…`, shared/src/core/batch.ts) and the app asks later
 * reads alone: these helpers see an API read wherever it was asked.
 */

/** The API paths (with their query) a request URL asks for: its own, or each of a batch's. */
export function askedApiPaths(url: string): string[] {
  const parsed = new URL(url);
  if (parsed.pathname === BATCH_PATH) return parsed.searchParams.getAll(BATCH_PARAM);
  return parsed.pathname.startsWith('/api/') ? [`${parsed.pathname}${parsed.search}`] : [];
}

/** Whether a request URL asks for an API read that `matches` (its path as a URL on the API's origin). */
export function asksApiRead(url: string, matches: (read: URL) => boolean): boolean {
  return askedApiPaths(url).some((path) => matches(new URL(path, url)));
}

/**
 * Every GET that asks for a read that `matches`, alone or in a batch, goes through `onRead` first: it may hold the
 * request (await) or change the read's URL (its query) before the request leaves. Returns what stops it.
 */
export async function routeApiReads(page: Page, matches: (read: URL) => boolean, onRead: (read: URL) => void | Promise<void>): Promise<() => Promise<void>> {
  const asks = (url: URL) => asksApiRead(url.href, matches);
  await page.route(
    asks,
    async (route) => {
      const request = new URL(route.request().url());
      const reads = askedApiPaths(request.href).map((path) => new URL(path, request));
      for (const read of reads) if (matches(read)) await onRead(read);
      const rewritten =
        request.pathname === BATCH_PATH ? new URL(batchPath(reads.map((read) => `${read.pathname}${read.search}`)), request) : reads[0]!;
      if (rewritten.href === request.href) return route.continue().catch(() => undefined);
      return route.fulfill({ response: await route.fetch({ url: rewritten.href }) }).catch(() => undefined);
    },
  );
  return () => page.unroute(asks);
}

/** The page's answer to the next API read that `matches`, alone or in a batch: its status and JSON body. */
export async function waitForApiRead(page: Page, matches: (read: URL) => boolean): Promise<{ status: number; data: unknown }> {
  const response: Response = await page.waitForResponse((candidate) => candidate.request().method() === 'GET' && asksApiRead(candidate.url(), matches));
  const url = new URL(response.url());
  const body = (await response.json()) as unknown;
  if (url.pathname !== BATCH_PATH) return { status: response.status(), data: body };
  const index = askedApiPaths(url.href).findIndex((path) => matches(new URL(path, url)));
  const answer = (body as BatchAnswer[])[index]!;
  return { status: answer.status, data: answer.data };
}

/**
 * The batch refused as an API without it refuses it (404): the boot script then asks each read alone. For a test that
 * holds some reads and lets others through, which one batch cannot do.
 */
export async function askReadsAlone(page: Page) {
  await page.route(
    (url) => url.pathname === BATCH_PATH,
    (route) => route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'Recurso não encontrado' }) }),
  );
}
