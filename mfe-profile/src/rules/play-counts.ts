import type { CappedCount } from '@areia/shared/core/schemas/play';

/** A "Jogar" count as the card shows it: '...' on its way, '—' when it cannot be known, "20+" past the cap. */
export function playCountText(count: CappedCount | undefined, failed: boolean, counting: string, unknown: string): string {
  if (failed) return unknown;
  if (!count) return counting;
  return count.more ? `${count.count}+` : String(count.count);
}

/** What the line under the counts says: still counting, could not count, nothing to play yet, or the usual call. */
export type PlayHint = 'counting' | 'failed' | 'empty' | 'create';

export function playHint(input: { settled: boolean; failed: boolean; counts: readonly (CappedCount | undefined)[]; invitationsZero: boolean }): PlayHint {
  if (input.failed) return 'failed';
  if (!input.settled || input.counts.some((count) => count === undefined)) return 'counting';
  const nothing = input.invitationsZero && input.counts.every((count) => count!.count === 0);
  return nothing ? 'empty' : 'create';
}
