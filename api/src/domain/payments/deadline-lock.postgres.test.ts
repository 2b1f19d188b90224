import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { payments, teams } from '../../platform/db/schema';
import { createChampionshipWithTeams, createTestContext, type TestContext } from '../../test/context';
import { paymentDeadlineJob } from './payment-deadline.job';

// The deadline's release against a confirmation in flight on another connection, on a PostgreSQL server.
let ctx: TestContext;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Waits until some backend of this database waits on a row lock. */
async function untilSomeoneWaits(client: pg.Client): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
    );
    if (Number(rows[0]!.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nobody waited on the lock');
}

describe('the release at the deadline (PostgreSQL)', () => {
  it('waits for a confirmation holding the share, then sees it paid and keeps the team', async () => {
    const championship = await createChampionshipWithTeams(ctx.deps, 1, { priceCents: 5000 });
    const team = championship.teams[0]!;
    const deadline = new Date(Date.now() - HOUR);
    await ctx.deps.db.insert(payments).values(
      team.players.map((player, index) => ({
        championshipId: championship.id,
        teamId: team.id,
        userId: player.id,
        amountCents: 5000,
        status: index === 0 ? ('pago' as const) : ('pendente' as const),
        txid: `L${team.id.replace(/-/g, '').slice(0, 20)}${index}`,
        deadline,
      })),
    );
    const [open] = await ctx.deps.db.select().from(payments).where(and(eq(payments.teamId, team.id), eq(payments.status, 'pendente')));

    // The organizer's confirmation, written and not yet committed: it holds the share's row.
    const confirmation = new pg.Client({ connectionString: ctx.deps.config.databaseUrl });
    const watcher = new pg.Client({ connectionString: ctx.deps.config.databaseUrl });
    await confirmation.connect();
    await watcher.connect();
    try {
      await confirmation.query('BEGIN');
      await confirmation.query("UPDATE payments SET status = 'pago', paid_at = now() WHERE id = $1", [open!.id]);
      const release = paymentDeadlineJob.handler(ctx.deps, { teamId: team.id });
      await untilSomeoneWaits(watcher);
      await confirmation.query('COMMIT');
      await release;
    } finally {
      await confirmation.end();
      await watcher.end();
    }

    const [kept] = await ctx.deps.db.select().from(teams).where(eq(teams.id, team.id));
    expect(kept).toMatchObject({ slot: 1, releasedAt: null });
    expect((await ctx.deps.db.select({ status: payments.status }).from(payments).where(eq(payments.teamId, team.id))).map((row) => row.status)).toEqual(['pago', 'pago']);
  });
});
