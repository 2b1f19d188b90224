import { checkManualPools, MIN_TEAMS_TO_DRAW, poolLabel, poolSizes, tooFewTeamsMessage } from '@areia/shared/core/rules/pools';
import { drawPoolsSchema, type DrawPoolsInput } from '@areia/shared/core/schemas/organizer';
import { messages as m } from '../messages';
import { fieldErrors } from './championship-form';
import { localDateTimeToIso, parseWhole } from './local-time';
import type { DrawFormValues } from './pools-form';

/**
 * Pools drawn by hand: each team gets a group label ('A', 'B'…; '' = none yet). The rules of a
 * valid set of pools are the shared ones (`drawPoolsSchema` and `checkManualPools`), the ones the API applies.
 */
export type DrawMode = 'snake' | 'manual';

export interface ManualPoolsValues {
  poolCount: number;
  /** teamId → group label, '' while the organizer has not chosen. */
  groups: Record<string, string>;
}

/** Group counts that can hold `teamCount` teams in groups of 3 or 4 (at least [1], so the select is never empty). */
export function poolCountOptions(teamCount: number): number[] {
  const counts: number[] = [];
  for (let count = Math.max(1, Math.ceil(teamCount / 4)); count <= Math.floor(teamCount / 3) && count <= 16; count += 1) counts.push(count);
  return counts.length > 0 ? counts : [1];
}

/**
 * The starting point: as many groups as the snake draw would make with `poolSize`, teams placed in the order given
 * (A, A, A, A, B…) with the same sizes; the organizer then moves them. With a team count no draw fits, nobody is placed.
 */
export function manualPoolsFor(teamIds: readonly string[], poolSize: 3 | 4 = 4): ManualPoolsValues {
  const sizes = poolSizes(teamIds.length, poolSize);
  if (!sizes) return { poolCount: poolCountOptions(teamIds.length)[0]!, groups: Object.fromEntries(teamIds.map((id) => [id, ''])) };
  const groups: Record<string, string> = {};
  let next = 0;
  sizes.forEach((size, index) => {
    for (let placed = 0; placed < size; placed += 1) groups[teamIds[next++]!] = poolLabel(index);
  });
  return { poolCount: sizes.length, groups };
}

/** Another number of groups: teams in a group that no longer exists go back to "no group". */
export function withPoolCount(values: ManualPoolsValues, poolCount: number): ManualPoolsValues {
  const labels = new Set(poolLabels(poolCount));
  return { poolCount, groups: Object.fromEntries(Object.entries(values.groups).map(([id, label]) => [id, labels.has(label) ? label : ''])) };
}

export const poolLabels = (poolCount: number) => Array.from({ length: poolCount }, (_, index) => poolLabel(index));

/** The pools as the API takes them: one list of team ids per label, in label order (empty groups included). */
export function manualPools(values: ManualPoolsValues, teamIds: readonly string[]): string[][] {
  return poolLabels(values.poolCount).map((label) => teamIds.filter((id) => values.groups[id] === label));
}

export function manualDrawPayload(schedule: DrawFormValues, values: ManualPoolsValues, teamIds: readonly string[]): DrawPoolsInput {
  return {
    mode: 'manual',
    pools: manualPools(values, teamIds),
    startsAt: localDateTimeToIso(schedule.date, schedule.time),
    courts: parseWhole(schedule.courts),
    minutesPerGame: parseWhole(schedule.minutesPerGame),
  };
}

export type ManualDrawField = 'pools' | 'date' | 'courts' | 'minutesPerGame';

/** Schedule messages under their fields; one message for the groups, the first thing wrong, as the API words it. */
export function manualDrawErrors(schedule: DrawFormValues, values: ManualPoolsValues, teamIds: readonly string[]): Partial<Record<ManualDrawField, string>> {
  const pools = manualPools(values, teamIds);
  const parsed = drawPoolsSchema.safeParse(manualDrawPayload(schedule, values, teamIds));
  const errors = parsed.success ? {} : fieldErrors<ManualDrawField>(parsed.error, { startsAt: 'date', courts: 'courts', minutesPerGame: 'minutesPerGame' });
  if (!schedule.date || !schedule.time) errors.date = m.dateRequired;
  const unplaced = teamIds.filter((id) => !values.groups[id]).length;
  if (teamIds.length < MIN_TEAMS_TO_DRAW) errors.pools = tooFewTeamsMessage(teamIds.length);
  else if (unplaced > 0) errors.pools = m.manualUnplaced(unplaced);
  else {
    const checked = checkManualPools(pools, teamIds);
    if (!checked.ok) errors.pools = checked.message;
  }
  return errors;
}
