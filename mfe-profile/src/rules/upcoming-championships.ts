import type { Championship } from '@areia/shared/schemas/championship';

/** Spec §4: on the home a championship counts only if it occurs after now (`date` stands in when `occurs` is missing). */
export function countUpcomingChampionships(championships: readonly Pick<Championship, 'occurs' | 'date'>[], now: Date): number {
  return championships.filter((championship) => {
    const when = new Date(championship.occurs || championship.date).getTime();
    return Number.isFinite(when) && when > now.getTime();
  }).length;
}
