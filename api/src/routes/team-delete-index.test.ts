import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { planWithout } from '../test/plan';
import { createTestContext, type TestContext } from '../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const plan = (statement: SQL) => planWithout(ctx.deps.db, statement);

const TEAM = sql`'00000000-0000-4000-8000-000000000001'::uuid`;

/**
 * Deleting a team (a withdrawal, a declined invitation, the sweep of expired ones) runs each foreign key's action on the
 * tables that point at teams, with the key as the only predicate. Each must be an index range (0011_audit.sql), not a
 * walk of every game, invitation or score report ever written, under the championship's row lock.
 */
describe('a team deletion reaches its games, invitations and score reports through indexes (0011_audit.sql)', () => {
  it.each([
    ['games', 'team_a_id', sql`DELETE FROM games WHERE team_a_id = ${TEAM}`, 'games_team_a_idx'],
    ['games', 'team_b_id', sql`DELETE FROM games WHERE team_b_id = ${TEAM}`, 'games_team_b_idx'],
    ['invitations', 'team_id (set null)', sql`UPDATE invitations SET team_id = NULL WHERE team_id = ${TEAM}`, 'invitations_team_idx'],
    ['score_reports', 'team_id', sql`DELETE FROM score_reports WHERE team_id = ${TEAM}`, 'score_reports_team_idx'],
  ])('%s by %s', async (table, _column, statement, index) => {
    const text = await plan(statement);
    expect(text).toContain(index);
    expect(text).not.toContain(`Seq Scan on ${table}`);
  });

  it("a player's page of invitations is one range of invitations_player_pending_order_idx, in order", async () => {
    const text = await plan(sql`SELECT id FROM invitations
      WHERE player_id = ${TEAM} AND status = 'pending' AND expires_at > now()
      ORDER BY created_at, id LIMIT 51`);
    expect(text).toContain('invitations_player_pending_order_idx');
    expect(text).not.toContain('Sort');
  });
});
