import { describe, expect, it } from 'vitest';
import { manualDrawErrors, manualDrawPayload, manualPools, manualPoolsFor, poolCountOptions, withPoolCount } from './manual-pools';
import { drawFormFor } from './pools-form';

const ids = (count: number) => Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`);
const schedule = drawFormFor('2026-12-14T11:00:00.000Z');

describe('manual pools', () => {
  it('offers the group counts that fit groups of 3 or 4', () => {
    expect(poolCountOptions(3)).toEqual([1]);
    expect(poolCountOptions(8)).toEqual([2]);
    expect(poolCountOptions(12)).toEqual([3, 4]);
    expect(poolCountOptions(5)).toEqual([1]);
  });

  it('starts from the snake sizes, teams in the given order, and sends them as manual pools', () => {
    const teams = ids(7);
    const values = manualPoolsFor(teams, 4);
    expect(values.poolCount).toBe(2);
    expect(teams.map((id) => values.groups[id])).toEqual(['A', 'A', 'A', 'A', 'B', 'B', 'B']);
    expect(manualDrawErrors(schedule, values, teams)).toEqual({});
    expect(manualDrawPayload(schedule, values, teams)).toEqual({
      mode: 'manual',
      pools: [teams.slice(0, 4), teams.slice(4)],
      startsAt: '2026-12-14T08:00:00-03:00',
      courts: 2,
      minutesPerGame: 30,
    });
  });

  it('refuses before sending, with the shared rule words', () => {
    const teams = ids(8);
    const start = manualPoolsFor(teams, 4);
    // One team left without a group.
    expect(manualDrawErrors(schedule, { ...start, groups: { ...start.groups, [teams[0]!]: '' } }, teams).pools).toBe('Falta escolher o grupo de 1 time');
    // 5 in A, 3 in B.
    const five = { ...start, groups: { ...start.groups, [teams[7]!]: 'A' } };
    expect(manualPools(five, teams).map((pool) => pool.length)).toEqual([5, 3]);
    expect(manualDrawErrors(schedule, five, teams).pools).toBe('Grupo A: cada grupo precisa de 3 ou 4 times');
    // An empty group B is named too.
    const allA = { poolCount: 3, groups: Object.fromEntries(teams.map((id, index) => [id, index < 4 ? 'A' : 'C'])) };
    expect(manualDrawErrors(schedule, allA, teams).pools).toBe('Grupo B: cada grupo precisa de 3 ou 4 times');
    expect(manualDrawErrors(schedule, start, teams.slice(0, 2)).pools).toBe('São necessários pelo menos 3 times para sortear os grupos (há 2)');
    expect(manualDrawErrors({ ...schedule, courts: '0' }, start, teams)).toEqual({ courts: 'Informe pelo menos 1 quadra' });
  });

  it('fewer groups send the teams of the dropped ones back to no group', () => {
    const teams = ids(12);
    const values = withPoolCount(manualPoolsFor(teams, 3), 3);
    expect(values.poolCount).toBe(3);
    expect(teams.map((id) => values.groups[id])).toEqual(['A', 'A', 'A', 'B', 'B', 'B', 'C', 'C', 'C', '', '', '']);
    expect(manualDrawErrors(schedule, values, teams).pools).toBe('Falta escolher o grupo de 3 times');
  });
});
