import { describe, expect, it } from 'vitest';
import type { ResultRow } from '@areia/shared/core/schemas/standings';
import { podiumSteps } from './podium';

const row = (team_id: string, placement: number | null): ResultRow => ({ team_id, members: team_id, games: 3, wins: 1, points: 4, total: 0, pros: 60, placement });

describe('podiumSteps', () => {
  it('is empty before the finish', () => {
    expect(podiumSteps([row('a', null), row('b', null)])).toEqual([]);
  });
  it('keeps places 1 to 3, both 3rds on one step, 2nd drawn left of 1st', () => {
    const steps = podiumSteps([row('a', 1), row('b', 2), row('c', 3), row('d', 3), row('e', 5)]);
    expect(steps.map((step) => [step.place, step.order, step.rows.map((item) => item.team_id)])).toEqual([
      [1, 2, ['a']],
      [2, 1, ['b']],
      [3, 3, ['c', 'd']],
    ]);
  });
});
