import { Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/client';

/**
 * The EXPLAIN text of `statement` with the given plan kinds off (sequential scans by default), so the planner may not
 * walk a whole table if any index can answer it — as it would not at scale.
 *
 * `analyze`: the tables the plan reads, vacuumed and analyzed first, as autovacuum leaves them after the test's own
 * writes. The choice between two indexes that both answer turns on the statistics and on the visibility map (an
 * index-only scan is cheap only over all-visible pages): without this it depends on what earlier writes left.
 */
export async function planWithout(
  db: Db,
  statement: SQL | { getSQL(): SQL },
  off: readonly string[] = ['seqscan'],
  options: { analyze?: readonly string[] } = {},
): Promise<string> {
  const query = 'getSQL' in statement ? statement.getSQL() : statement;
  if (options.analyze?.length) await db.execute(sql`VACUUM ANALYZE ${sql.join(options.analyze.map((table) => sql.identifier(table)), sql`, `)}`);
  return db.transaction(async (tx) => {
    for (const kind of off) await tx.execute(sql.raw(`SET LOCAL enable_${kind} = off`));
    const result = await tx.execute(sql`EXPLAIN ${query}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

/** A node of `EXPLAIN (FORMAT JSON)`'s tree. */
export type PlanNode = { 'Node Type': string; 'Actual Rows'?: number; 'Actual Loops'?: number; Plans?: PlanNode[] } & Record<string, unknown>;

/**
 * The executed plan (`EXPLAIN ANALYZE`, as JSON) of `statement` as a named prepared statement keeps it: the generic
 * plan, every placeholder a parameter (given by name in `values`), as the handlers' statements run once prepared.
 */
export async function executedGenericPlan(db: Db, statement: SQL, values: Record<string, unknown>, settings: Record<string, string> = {}): Promise<PlanNode> {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  const literal = (value: unknown) => (value === null || value === undefined ? 'NULL' : `'${String(value instanceof Date ? value.toISOString() : value).replace(/'/g, "''")}'`);
  const args = params.map((param) => literal(param instanceof Placeholder ? values[param.name] : param));
  const name = `areia_plan_${Math.random().toString(36).slice(2, 10)}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
    for (const [name, value] of Object.entries(settings)) await tx.execute(sql.raw(`SET LOCAL ${name} = ${value}`));
    await tx.execute(sql.raw(`PREPARE ${name} AS ${text}`));
    const result = await tx.execute(sql.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, FORMAT JSON) EXECUTE ${name}(${args.join(', ')})`));
    await tx.execute(sql.raw(`DEALLOCATE ${name}`));
    const cell = Object.values((result as unknown as { rows: Record<string, unknown>[] }).rows[0]!)[0];
    return ((typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[])[0]!.Plan;
  });
}

/** Every node of `plan`, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** How many rows each Sort node of an executed plan was given (its input's rows over all its loops). */
export function sortInputs(plan: PlanNode): number[] {
  return planNodes(plan)
    .filter((node) => node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort')
    .map((node) => (node.Plans ?? []).reduce((sum, child) => sum + (child['Actual Rows'] ?? 0) * (child['Actual Loops'] ?? 1), 0));
}
