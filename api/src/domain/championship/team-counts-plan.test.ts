import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { championships } from '../../platform/db/schema';
import { generateScaleData, TEAMS_PER_CHAMPIONSHIP } from '../../scale/generate';
import { createTestContext, type TestContext } from '../../test/context';
import { executedGenericPlan, planNodes, type PlanNode } from '../../test/plan';
import { isRegisteredSql, teamsCountSql } from './reads';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // 200 championships of 8 teams: enough teams that reading all of them per row shows.
  await generateScaleData(ctx.deps.db, { users: 3200, arenas: 1, championships: 200 });
  await ctx.deps.db.execute(sql`VACUUM ANALYZE championships, teams, team_members, invitations`);
});
afterAll(async () => {
  await ctx.close();
});

const PAGE = 51;

/** The teams rows a plan's nodes handed on, over all their loops. */
const teamRowsRead = (plan: PlanNode) =>
  planNodes(plan)
    .filter((node) => node['Relation Name'] === 'teams')
    .reduce((sum, node) => sum + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1), 0);

/**
 * The championships page and the detail count each row's teams and ask whether the caller is in one. Per row, that
 * reads the row's own teams once: a count that looked each team up again by id joined teams with itself, each team
 * read twice here, and on a server with a million players a scan of every team for each row of the page (at 200
 * championships, 12 of the page's 14 ms).
 */
describe("a championship row's team count and the caller's team read only that championship's teams", () => {
  it('a page of 51 championships reads at most its own teams and the caller’s', async () => {
    const statement = ctx.deps.db
      .select({ teams: teamsCountSql, registered: isRegisteredSql })
      .from(championships)
      .where(eq(championships.modalityId, sql.placeholder('modalityId')))
      .orderBy(asc(championships.occurs), asc(championships.id))
      .limit(PAGE)
      .getSQL();
    const [member] = ((await ctx.deps.db.execute(sql`SELECT player_id FROM team_members LIMIT 1`)) as unknown as { rows: { player_id: string }[] }).rows;
    const plan = await executedGenericPlan(ctx.deps.db, statement, { modalityId: VOLEI_MODALITY_ID, userId: member!.player_id, now: new Date() });
    const read = teamRowsRead(plan);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(PAGE * TEAMS_PER_CHAMPIONSHIP + PAGE);
  });
});
