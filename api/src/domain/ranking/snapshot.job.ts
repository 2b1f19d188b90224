import { nowOf, type AppDeps } from '../../deps';
import { hasSnapshot, monthKey, takeMonthlySnapshot } from './ranking';
import { defineJob } from '../../platform/jobs/job';

/**
 * The month's ranking snapshot, at 00:00 on the 1st in Brazil (03:00 UTC: Brazil keeps −03:00 all year); the month is
 * the app clock's, read in America/Sao_Paulo (`monthKey`), when the job runs.
 */
export const rankingSnapshotJob = defineJob<Record<string, never>>({
  name: 'ranking-snapshot',
  cron: '0 3 1 * *',
  handler: async (deps) => {
    await takeMonthlySnapshot(deps, monthKey(nowOf(deps)));
  },
});

/** On start: the month may have begun while no instance ran (cron ticks missed are not replayed). */
export async function sendMissingSnapshot(deps: AppDeps): Promise<void> {
  const month = monthKey(nowOf(deps));
  if (await hasSnapshot(deps, month)) return;
  await deps.jobs!.send(rankingSnapshotJob.name, {}, { singletonKey: month });
}
