import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { oneYearAfter } from '@areia/shared/core/rules/category';
import { notifications, rankingResults } from '../../platform/db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { HOUR, loginOrganizer, organizerFlow } from '../../test/organizer-flow';
import { titleEndJob } from './title-end.job';

// Two copies of a title's end job at once (a retry beside a late run), on a PostgreSQL server.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Waits until `n` backends of this database wait on a row lock. */
async function untilWaiting(client: pg.Client, n: number): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
    );
    if (Number(rows[0]!.n) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${n} backends never waited on the lock`);
}

describe("a title's end (PostgreSQL)", () => {
  it('tells each champion once when two copies of the job run together', async () => {
    const startsAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR / 2);
    const flow = organizerFlow(ctx, await loginOrganizer(ctx), startsAt);
    const championship = await flow.championshipWithTeams(6, startsAt, { topRating: 300, category: 'Intermediário' });
    await flow.drawPlayFinish(championship.id, 3);
    const champions = await ctx.deps.db
      .select({ id: rankingResults.athleteId, at: rankingResults.finalizedAt })
      .from(rankingResults)
      .where(and(eq(rankingResults.championshipId, championship.id), eq(rankingResults.placement, 1)));
    expect(champions.length).toBeGreaterThan(0);
    const finalizedAt = champions[0]!.at;
    const later = new Date(oneYearAfter(finalizedAt).getTime() + 60_000);
    ctx.deps.now = () => later;

    // Another step holds the champions' rows: both copies wait on it, then run one after the other.
    const holder = new pg.Client({ connectionString: ctx.deps.config.databaseUrl });
    const watcher = new pg.Client({ connectionString: ctx.deps.config.databaseUrl });
    await holder.connect();
    await watcher.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM users WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [champions.map((champion) => champion.id)]);
      const data = { championshipId: championship.id, finalizedAt: finalizedAt.toISOString() };
      const runs = [titleEndJob.handler(ctx.deps, data), titleEndJob.handler(ctx.deps, data)];
      await untilWaiting(watcher, 2);
      await holder.query('COMMIT');
      await Promise.all(runs);
    } finally {
      await holder.end();
      await watcher.end();
      delete ctx.deps.now;
    }

    for (const champion of champions) {
      const told = await ctx.deps.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, champion.id), eq(notifications.kind, 'category_changed'), sql`${notifications.params}->>'cause' = 'title_ended'`));
      expect(told).toHaveLength(1);
    }
  });
});
