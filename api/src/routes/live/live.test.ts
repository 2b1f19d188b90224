import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { liveEventSchema, type LiveEvent } from '@areia/shared/core/schemas/live-event';
import { championships, games } from '../../platform/db/schema';
import { call, createTestContext, type TestContext } from '../../test/context';
import { DAY, HOUR, ORGANIZER_BASE, loginOrganizer, organizerFlow } from '../../test/organizer-flow';
import { frameReader } from '../../test/sse';

let ctx: TestContext;
let flow: ReturnType<typeof organizerFlow>;
const startsAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - DAY);

beforeAll(async () => {
  ctx = await createTestContext();
  flow = organizerFlow(ctx, await loginOrganizer(ctx), startsAt);
});

afterAll(async () => {
  await ctx.close();
});

/** An open stream read frame by frame (frames end with a blank line). */
async function openStream(id: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await ctx.app.request(`/api/live/championships/${id}`, { headers, signal: controller.signal });
  const nextFrame = frameReader(response.body!);
  async function nextEvent(timeoutMs?: number): Promise<{ id: string; event: LiveEvent }> {
    for (;;) {
      const frame = await nextFrame(timeoutMs);
      const data = frame.match(/^data: (.*)$/m)?.[1];
      if (!data) continue;
      return { id: frame.match(/^id: (.*)$/m)![1]!, event: liveEventSchema.parse(JSON.parse(data)) };
    }
  }
  return { response, nextFrame, nextEvent, close: () => controller.abort() };
}

const liveVersion = async (id: string) => (await ctx.deps.db.select({ v: championships.liveVersion }).from(championships).where(eq(championships.id, id)))[0]!.v;

describe('GET /api/live/championships/{id}', () => {
  it('streams, without a session, each change of the championship with its version and what changed', async () => {
    const championship = await flow.championshipWithTeams(4);
    expect((await flow.post(`${ORGANIZER_BASE}/${championship.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule })).status).toBe(200);
    const stream = await openStream(championship.id);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    const first = await stream.nextFrame();
    expect(first).toContain(`id: ${await liveVersion(championship.id)}`);

    const [game] = await flow.gamesOf(championship.id);
    expect((await flow.saveScore(game!.id, [[21, 10], [21, 12]], game!.version)).status).toBe(200);
    const { id, event } = await stream.nextEvent();
    expect(event).toEqual({ championshipId: championship.id, version: await liveVersion(championship.id), topics: ['games', 'day'] });
    expect(id).toBe(String(event.version));
    stream.close();
  });

  it('sends a stream resumed behind the current version one event naming every part, and one up to date nothing', async () => {
    const championship = await flow.championshipWithTeams(4);
    expect((await flow.post(`${ORGANIZER_BASE}/${championship.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule })).status).toBe(200);
    const current = await liveVersion(championship.id);
    const behind = await openStream(championship.id, { 'Last-Event-ID': String(current - 1) });
    const caught = await behind.nextEvent();
    expect(caught.event).toEqual({ championshipId: championship.id, version: current, topics: ['championship', 'games', 'day', 'checkins'] });
    behind.close();

    const upToDate = await openStream(championship.id, { 'Last-Event-ID': String(current) });
    const frame = await upToDate.nextFrame();
    expect(frame).not.toMatch(/^data:/m);
    await expect(upToDate.nextEvent(300)).rejects.toThrow(/no frame/);
    upToDate.close();
  });

  it('never sends a change that rolled back', async () => {
    const championship = await flow.championshipWithTeams(4);
    expect((await flow.post(`${ORGANIZER_BASE}/${championship.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule })).status).toBe(200);
    const stream = await openStream(championship.id);
    await stream.nextFrame();
    const [game] = await flow.gamesOf(championship.id);
    // An impossible score and a stale version are refused: nothing is published.
    expect((await flow.saveScore(game!.id, [[21, 10], [21, 20]], game!.version)).status).toBe(422);
    expect((await flow.saveScore(game!.id, [[21, 10], [21, 12]], game!.version + 5)).status).toBe(409);
    await expect(stream.nextEvent(400)).rejects.toThrow(/no frame/);
    stream.close();
  });

  it('answers 404 in Portuguese for an unknown or malformed championship', async () => {
    const unknown = await call(ctx.app, 'GET', '/api/live/championships/6f1c2b1e-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Campeonato não encontrado');
    expect((await call(ctx.app, 'GET', '/api/live/championships/abc')).status).toBe(404);
  });

  it('numbers the draw\'s games in each court\'s queue in time order', async () => {
    const championship = await flow.championshipWithTeams(4);
    expect((await flow.post(`${ORGANIZER_BASE}/${championship.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule })).status).toBe(200);
    const rows = await ctx.deps.db.select().from(games).where(eq(games.championshipId, championship.id));
    for (const court of new Set(rows.map((row) => row.court))) {
      const queue = rows.filter((row) => row.court === court).sort((a, b) => a.queuePosition! - b.queuePosition!);
      expect(queue.map((row) => row.queuePosition)).toEqual(queue.map((_, index) => index + 1));
      expect(queue.map((row) => row.scheduledAt!.getTime())).toEqual([...queue.map((row) => row.scheduledAt!.getTime())].sort((a, b) => a - b));
    }
  });
});
