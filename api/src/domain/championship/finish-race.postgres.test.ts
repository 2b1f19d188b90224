import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { rankingPointsAt } from '@areia/shared/core/rules/ranking/points-window';
import { rankingResults, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { ORGANIZER_ACCOUNT } from '../../seed/seed';
import { call, createTestContext, type TestContext } from '../../test/context';
import { DAY, HOUR, ORGANIZER_BASE, organizerFlow } from '../../test/organizer-flow';
import { finishChampionship, reopenChampionship } from './finish';

// On PostgreSQL: a finish of championship B racing a reopen of an earlier championship A of the same athletes. Both
// lock the athletes (by id, after their championship) before reading their results, so the reopen either sees B's
// result and is refused, or ran first and B's finish sees A undone; either way each athlete's points are the
// recomputation from the results that stay.

let ctx: TestContext;
let flow: ReturnType<typeof organizerFlow>;
const startsAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - 2 * DAY);


beforeAll(async () => {
  ctx = await createTestContext();
  const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } });
  flow = organizerFlow(ctx, { token: login.body.token, userId: login.body.user.id }, startsAt);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

/** Sessions of this database waiting on a row lock. */
async function waitingOnLocks(): Promise<number> {
  const result = await ctx.deps.db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the transactions never queued on each other’s locks');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A played A, finished an hour ago, and B of the same athletes, played and ready to finish. */
async function earlierAndLater(topRating: number) {
  const a = await flow.championshipWithTeams(3, startsAt, { topRating });
  const b = await flow.championshipWithTeams(3, startsAt, { topRating, players: a.teams.map((team) => team.players) });
  const athletes = a.teams.flatMap((team) => team.players.map((player) => player.id));
  expect((await flow.post(`${ORGANIZER_BASE}/${a.id}/pools`, { mode: 'snake', poolSize: 3, ...flow.schedule })).status).toBe(200);
  await flow.playAll(a.id);
  await ctx.deps.db.transaction((tx) => finishChampionship(tx, a.id, () => new Date(Date.now() - HOUR)));
  expect((await flow.post(`${ORGANIZER_BASE}/${b.id}/pools`, { mode: 'snake', poolSize: 3, ...flow.schedule })).status).toBe(200);
  await flow.playAll(b.id);
  return { a, b, athletes };
}

/**
 * Runs `first` and then `second` so that `first` stops after taking its locks and reading, at its first `event` on
 * ranking_results of `championshipId` (a trigger of this test's database makes it wait on an advisory lock a third
 * transaction holds), and `second` starts meanwhile and queues; then lets both go on.
 */
async function race<A, B>(hold: { championshipId: string; event: 'INSERT' | 'DELETE' }, first: () => Promise<A>, second: () => Promise<B>) {
  await ctx.deps.db.execute(sql`CREATE OR REPLACE FUNCTION race_hold() RETURNS trigger AS $$
    BEGIN PERFORM pg_advisory_xact_lock_shared(4242); RETURN NULL; END $$ LANGUAGE plpgsql`);
  // An AFTER row trigger: what it returns is ignored, it only waits.
  await ctx.deps.db.execute(sql.raw(`CREATE TRIGGER race_hold AFTER ${hold.event} ON ranking_results FOR EACH ROW
    WHEN (${hold.event === 'INSERT' ? 'NEW' : 'OLD'}.championship_id = '${hold.championshipId}'::uuid) EXECUTE FUNCTION race_hold()`));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const blocker = ctx.deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(4242)`);
    held();
    await gate;
  });
  await holding;
  const one = first();
  await until(async () => (await waitingOnLocks()) >= 1);
  const two = second();
  await until(async () => (await waitingOnLocks()) >= 2);
  release();
  await blocker;
  const outcome = await Promise.allSettled([one, two]);
  await ctx.deps.db.execute(sql`DROP TRIGGER race_hold ON ranking_results`);
  return outcome;
}

const resultsOf = async (championshipId: string) => ctx.deps.db.select().from(rankingResults).where(eq(rankingResults.championshipId, championshipId));

/** Each athlete's stored points against their results' best 5 at `now`. */
async function expectRecomputed(athletes: string[], now: Date) {
  const remaining = await ctx.deps.db.select().from(rankingResults).where(inArray(rankingResults.athleteId, athletes));
  const stored = await ctx.deps.db.select({ id: users.id, points: users.rankingPoints }).from(users).where(inArray(users.id, athletes));
  const recomputed = stored.map((row) => ({ id: row.id, points: rankingPointsAt(remaining.filter((result) => result.athleteId === row.id), now) }));
  expect(stored).toEqual(recomputed);
  expect(stored.every((row) => row.points > 0)).toBe(true);
}

describe('finishing B while an earlier A of the same athletes is reopened', () => {
  it('B locked the athletes first: the reopen waits, then sees B finished and is refused (422); points are the recomputation', async () => {
    const { a, b, athletes } = await earlierAndLater(650);
    const now = new Date();
    // The interleaving in which a reopen that read the athletes' results before locking them found no later result,
    // then wrote its "before" state over B's award once B committed.
    const [finished, reopened] = await race(
      { championshipId: b.id, event: 'INSERT' },
      () => ctx.deps.db.transaction((tx) => finishChampionship(tx, b.id, () => now)),
      () => ctx.deps.db.transaction((tx) => reopenChampionship(tx, a.id, () => now)),
    );
    expect(finished.status).toBe('fulfilled');
    expect(await resultsOf(b.id)).toHaveLength(6);
    expect(reopened.status).toBe('rejected');
    expect((reopened as PromiseRejectedResult).reason).toBeInstanceOf(HttpError);
    expect((reopened as PromiseRejectedResult).reason).toMatchObject({ status: 422, message: messages.reopenAfterLaterResult });
    expect(await resultsOf(a.id)).toHaveLength(6);
    await expectRecomputed(athletes, now);
  }, 120_000);

  it('the reopen locked the athletes first: B waits, then finishes on A undone; points are the recomputation', async () => {
    const { a, b, athletes } = await earlierAndLater(550);
    const now = new Date();
    const [reopened, finished] = await race(
      { championshipId: a.id, event: 'DELETE' },
      () => ctx.deps.db.transaction((tx) => reopenChampionship(tx, a.id, () => now)),
      () => ctx.deps.db.transaction((tx) => finishChampionship(tx, b.id, () => now)),
    );
    expect(reopened.status).toBe('fulfilled');
    expect(finished.status).toBe('fulfilled');
    expect(await resultsOf(a.id)).toEqual([]);
    const awarded = await resultsOf(b.id);
    expect(awarded).toHaveLength(6);
    // B's award started from the athletes' state without A: their points before B were A's undone, i.e. none.
    expect(awarded.map((result) => result.beforeRankingPoints)).toEqual(awarded.map(() => 0));
    await expectRecomputed(athletes, now);
  }, 120_000);
});
