import type { ResultRow } from '@areia/shared/core/schemas/standings';

export type PodiumStep = { place: number; order: number; rows: ResultRow[] };

/** Visual order of a podium: 2nd on the left, 1st in the middle, 3rd on the right. */
const ORDER: Record<number, number> = { 1: 2, 2: 1, 3: 3 };

/** The finished championship's places 1 to 3 (a shared place keeps all its teams); none before the finish. */
export function podiumSteps(rows: readonly ResultRow[]): PodiumStep[] {
  const steps = new Map<number, ResultRow[]>();
  for (const row of rows) {
    if (row.placement === null || row.placement > 3) continue;
    steps.set(row.placement, [...(steps.get(row.placement) ?? []), row]);
  }
  return [...steps].sort(([x], [y]) => x - y).map(([place, placed]) => ({ place, order: ORDER[place]!, rows: placed }));
}
