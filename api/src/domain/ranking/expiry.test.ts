import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { rankingPointsAt, RESULT_WINDOW_MS } from '@areia/shared/core/rules/ranking/points-window';
import { rankingResults, users } from '../../platform/db/schema';
import { createChampionship, createTestContext, createUsers, type TestContext } from '../../test/context';
import { rankingExpiryJob } from './expiry.job';
import { expireRankingPoints, expiryDayBefore } from './expiry';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// The job's run: the day it closes is the 24 hours before it.
const now = new Date('2027-03-10T03:05:00.000Z');
const day = expiryDayBefore(now);

/** Results of one athlete, `ago` the time before `now` each was finalized; their stored total as at `storedAt`. */
async function athleteWith(results: { points: number; ago: number }[], storedAt: Date) {
  const [athlete] = await createUsers(ctx.deps, 1, 500);
  const rows = [];
  for (const result of results) {
    const championship = await createChampionship(ctx.deps, { occurs: new Date(now.getTime() - result.ago - DAY) });
    rows.push({
      athleteId: athlete!.id,
      championshipId: championship.id,
      placement: 1,
      points: result.points,
      finalizedAt: new Date(now.getTime() - result.ago),
      levelBefore: 500,
      levelAfter: 500,
      beforeRating: 500,
      beforeRankingPoints: 0,
    });
  }
  await ctx.deps.db.insert(rankingResults).values(rows);
  const stored = rankingPointsAt(rows, storedAt);
  await ctx.deps.db.update(users).set({ rankingPoints: stored }).where(eq(users.id, athlete!.id));
  return { id: athlete!.id, stored, rows };
}

const pointsOf = async (ids: string[]) =>
  new Map((await ctx.deps.db.select({ id: users.id, points: users.rankingPoints }).from(users).where(inArray(users.id, ids))).map((row) => [row.id, row.points]));

describe('the daily job of the 365-day window', () => {
  it('recomputes only the athletes whose results end their 365 days that day, and only writes a total that moved', async () => {
    const dayBefore = new Date(day.start.getTime() - 1);
    // A counted result of 800 ends its window 5 hours ago: 800 + 600 + 450 + 300 + 200 → 600 + 450 + 300 + 200 + 150.
    const drops = await athleteWith(
      [
        { points: 800, ago: RESULT_WINDOW_MS + 5 * HOUR },
        { points: 600, ago: 30 * DAY },
        { points: 450, ago: 60 * DAY },
        { points: 300, ago: 90 * DAY },
        { points: 200, ago: 120 * DAY },
        { points: 150, ago: 150 * DAY },
      ],
      dayBefore,
    );
    // Its 6th best ends today: the best 5 are the same, so nothing is written.
    const steady = await athleteWith(
      [
        { points: 100, ago: RESULT_WINDOW_MS + 2 * HOUR },
        ...[500, 500, 500, 500, 500].map((points, index) => ({ points, ago: (index + 1) * 10 * DAY })),
      ],
      dayBefore,
    );
    // Ends tomorrow, and its stored total is deliberately wrong: the job must not read it today.
    const tomorrow = await athleteWith([{ points: 700, ago: RESULT_WINDOW_MS - 3 * HOUR }], dayBefore);
    await ctx.deps.db.update(users).set({ rankingPoints: 9999 }).where(eq(users.id, tomorrow.id));
    // Ended yesterday: another day's run.
    const yesterday = await athleteWith([{ points: 300, ago: RESULT_WINDOW_MS + DAY + HOUR }], new Date(day.start.getTime() - DAY - 2 * HOUR));

    expect(drops.stored).toBe(2350);
    expect(await expireRankingPoints(ctx.deps.db, day)).toEqual([drops.id]);

    const after = await pointsOf([drops.id, steady.id, tomorrow.id, yesterday.id]);
    expect(after.get(drops.id)).toBe(1700);
    expect(after.get(steady.id)).toBe(2500);
    expect(after.get(tomorrow.id)).toBe(9999);
    expect(after.get(yesterday.id)).toBe(300);

    // A second run of the same day finds nothing to change.
    expect(await expireRankingPoints(ctx.deps.db, day)).toEqual([]);
    // The next day's run drops tomorrow's result (its stored total was wrong too).
    expect(await expireRankingPoints(ctx.deps.db, expiryDayBefore(new Date(now.getTime() + DAY)))).toEqual([tomorrow.id]);
    expect((await pointsOf([tomorrow.id])).get(tomorrow.id)).toBe(0);
  });

  it('a run a few days late covers the days it missed', async () => {
    const late = await athleteWith([{ points: 450, ago: RESULT_WINDOW_MS + 3 * DAY }], new Date(now.getTime() - 4 * DAY));
    expect((await pointsOf([late.id])).get(late.id)).toBe(450);
    expect(await expireRankingPoints(ctx.deps.db, expiryDayBefore(now, 1))).not.toContain(late.id);
    // Four days also cover the result of the first test that ended a day before `now`.
    expect(await expireRankingPoints(ctx.deps.db, expiryDayBefore(now, 4))).toContain(late.id);
    expect((await pointsOf([late.id])).get(late.id)).toBe(0);
  });
});

describe('the ranking-expiry job', () => {
  it('runs daily and, on the app clock, drops the results that ended their 365 days in the last two days', async () => {
    expect(rankingExpiryJob.cron).toBe('5 3 * * *');
    const later = new Date(now.getTime() + 30 * DAY);
    const missed = await athleteWith([{ points: 600, ago: RESULT_WINDOW_MS - 30 * DAY + 36 * HOUR }], new Date(later.getTime() - 2 * DAY));
    const next = await athleteWith([{ points: 300, ago: RESULT_WINDOW_MS - 30 * DAY - 6 * HOUR }], new Date(later.getTime() - 2 * DAY));
    await rankingExpiryJob.handler({ ...ctx.deps, now: () => later }, {});
    const after = await pointsOf([missed.id, next.id]);
    // Ended 36 hours before the run (a night skipped): caught up. Ends 6 hours after it: tomorrow's.
    expect(after.get(missed.id)).toBe(0);
    expect(after.get(next.id)).toBe(300);
  });
});
