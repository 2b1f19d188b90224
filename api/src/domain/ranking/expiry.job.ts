import { nowOf } from '../../deps';
import { expireRankingPoints, expiryDayBefore } from './expiry';
import { defineJob } from '../../platform/jobs/job';

/**
 * The 365-day window, daily at 00:05 in Brasília (03:05 UTC): the athletes whose results ended their 365 days since
 * the last run get their points recomputed. Each run covers two days, so a night without any instance (a cron tick is
 * not replayed) is caught up the next night; a total already right is not written again.
 */
export const rankingExpiryJob = defineJob<Record<string, never>>({
  name: 'ranking-expiry',
  cron: '5 3 * * *',
  handler: async (deps) => {
    await expireRankingPoints(deps.db, expiryDayBefore(nowOf(deps), 2));
  },
});
