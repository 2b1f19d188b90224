import { and, eq, inArray, sql } from 'drizzle-orm';
import { notifications } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import type { AppDeps } from '../../deps';
import { notifyEach } from '../notifications/notify';
import { resultsOf } from './reads';

/**
 * After a finish's award, in its transaction: each athlete's aviso with their place, ranking points and level change,
 * read back from the results the award stored, so the aviso says what the ranking holds.
 */
export async function tellResults(tx: Tx, deps: AppDeps, championshipId: string): Promise<void> {
  const results = await resultsOf(tx, championshipId);
  await notifyEach(
    tx,
    deps,
    results.map((result) => ({
      userId: result.athleteId,
      notice: {
        kind: 'result_posted' as const,
        params: {
          championshipId,
          championshipTitle: result.championshipTitle,
          athleteId: result.athleteId,
          placement: result.placement,
          points: result.points,
          levelBefore: result.levelBefore,
          levelAfter: result.levelAfter,
          ...(result.agreement ? { agreement: result.agreement } : {}),
        },
      },
    })),
  );
}

/**
 * A reopen undoes the results, so their avisos would lie: they are deleted in the reopen's transaction (their e-mails
 * and pushes not yet sent go with them: the senders skip an aviso that is gone). The next finish tells the new ones.
 * `athleteIds`: the athletes with a result of it, read by the reopen before it undoes them.
 */
export async function takeBackResults(tx: Tx, championshipId: string, athleteIds: readonly string[]): Promise<void> {
  if (athleteIds.length === 0) return;
  // By recipient first: the athletes' avisos are a range of notifications_user_page_idx, not a scan of every aviso.
  await tx
    .delete(notifications)
    .where(
      and(
        inArray(notifications.userId, [...athleteIds]),
        eq(notifications.kind, 'result_posted'),
        sql`${notifications.params}->>'championshipId' = ${championshipId}`,
      ),
    );
}
