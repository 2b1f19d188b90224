import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { championships, games, scorekeeperLinks } from '../../platform/db/schema';
import { lockChampionship } from '../../platform/db/locks';
import { messages } from '../../platform/http/messages';
import { call, createTestContext, type TestContext } from '../../test/context';
import { HOUR, ORGANIZER_BASE, loginOrganizer, organizerFlow } from '../../test/organizer-flow';

// On PostgreSQL, where the app's pool runs requests on separate connections: a scorekeeper's link asked while a finish
// of its championship holds the championship's row waits for it (domain/scorekeeper/links.ts takes the same lock), so
// it sees the finish and is refused, instead of reading the row as it was and writing a link for a finished championship.

let ctx: TestContext;
let organizer: { token: string; userId: string };
let flow: ReturnType<typeof organizerFlow>;
const startsAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR / 2);

beforeAll(async () => {
  ctx = await createTestContext();
  organizer = await loginOrganizer(ctx);
  flow = organizerFlow(ctx, organizer, startsAt);
});
afterAll(async () => {
  await ctx.close();
});

/** Sessions of this database waiting on a lock. */
async function waitingOnLocks(): Promise<number> {
  const result = await ctx.deps.db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

/** Resolves once a session queues on a lock, or 'stopped' once `stop` says the race is over. */
async function someoneWaits(stop: { done: boolean }): Promise<'waiting' | 'stopped'> {
  while ((await waitingOnLocks()) === 0) {
    if (stop.done) return 'stopped';
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return 'waiting';
}

describe('scorekeeper links racing the end of their championship (PostgreSQL)', () => {
  it('a link asked while the championship is being finished waits for it and is refused saying so; none is written', async () => {
    const championship = await flow.championshipWithTeams(4);
    expect((await flow.post(`${ORGANIZER_BASE}/${championship.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule })).status).toBe(200);
    const [game] = await ctx.deps.db.select({ id: games.id, court: games.court }).from(games).where(eq(games.championshipId, championship.id)).limit(1);

    for (const path of [`/api/organizer/games/${game!.id}/scorekeeper-link`, `${ORGANIZER_BASE}/${championship.id}/courts/${encodeURIComponent(game!.court!)}/scorekeeper-link`]) {
      await ctx.deps.db.update(championships).set({ finishedAt: null }).where(eq(championships.id, championship.id));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      // The finish: the championship's row locked and marked finished, not yet committed.
      const finishing = ctx.deps.db.transaction(async (tx) => {
        await lockChampionship(tx, championship.id);
        await tx.update(championships).set({ finishedAt: new Date() }).where(eq(championships.id, championship.id));
        held();
        await gate;
      });
      await holding;
      const asked = call(ctx.app, 'POST', path, { token: organizer.token });
      // Either the request queues behind the finish (what the lock makes it do) or it answers without waiting.
      const stop = { done: false };
      const first = await Promise.race([asked.then(() => 'answered' as const), someoneWaits(stop)]);
      stop.done = true;
      release();
      await finishing;
      const answer = await asked;
      expect(first, path).toBe('waiting');
      expect(answer.status, path).toBe(409);
      expect(answer.body.message).toBe(messages.scorekeeperLinkChampionshipFinished);
    }
    expect(await ctx.deps.db.select().from(scorekeeperLinks).where(eq(scorekeeperLinks.championshipId, championship.id))).toEqual([]);
  });
});
