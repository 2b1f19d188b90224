import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** How long /readyz waits for the database: past it, a load balancer is better off sending traffic elsewhere. */
export const READINESS_TIMEOUT_MS = 1_000;

/** True when a trivial query answers within `withinMs`; a late answer is ignored, a failed one is false. */
export async function databaseAnswers(db: Db, withinMs = READINESS_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const probe = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}
