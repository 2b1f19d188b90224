import { sql, type SQL } from 'drizzle-orm';
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
