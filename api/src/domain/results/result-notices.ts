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
