import { describe, expect, it } from 'vitest';
import type { GroupRow } from '@areia/shared/core/schemas/standings';
import { isTvMode, matchup, phoneUrl, predictedLine, setsLine, standingsByGroup, whenAndWhere } from './live-day';

const row = (group: string, position: number, members: string): GroupRow => ({
  group_label: group,
  team_id: `${group}${position}`,
  members,
  games: 1,
  wins: 1,
  defeats: 0,
  points: 2,
  total: 5,
  position,
  explanation: '',
});

describe('the "Ao vivo" page\'s lines', () => {
  it('names a game by its two teams of nicknames', () => {
    expect(matchup({ teamA: { id: 'a', name: 'Ana / Bia' }, teamB: { id: 'b', name: 'Carla / Duda' } })).toBe('Ana / Bia × Carla / Duda');
  });

  it('shows the live sets, then the final ones, and nothing before the first point', () => {
    expect(setsLine({ liveSets: [{ a: 21, b: 18 }, { a: 8, b: 6 }], sets: null })).toBe('21–18 · 8–6');
    expect(setsLine({ liveSets: null, sets: [{ a: 21, b: 15 }, { a: 21, b: 19 }] })).toBe('21–15 · 21–19');
    expect(setsLine({ liveSets: null, sets: null })).toBe('');
    expect(setsLine({ liveSets: [], sets: null })).toBe('');
  });

  it('gives the predicted start in Brasília time', () => {
    expect(predictedLine({ predictedStart: '2026-12-12T13:40:00.000Z' })).toBe('previsto 10:40');
    expect(predictedLine({ predictedStart: 'ontem' })).toBe('');
  });

  it('writes the date and the arena, the date alone without an arena', () => {
    expect(whenAndWhere('2026-12-12T11:00:00.000Z', 'Arena Leblon')).toBe('sábado, 12 de dezembro de 2026 · Arena Leblon');
    expect(whenAndWhere('2026-12-12T11:00:00.000Z', null)).toBe('sábado, 12 de dezembro de 2026');
  });

  it('groups the standings by pool, in position order', () => {
    const groups = standingsByGroup([row('B', 1, 'E / F'), row('A', 2, 'C / D'), row('A', 1, 'A / B')]);
    expect(groups.map((g) => [g.label, g.rows.map((r) => r.members)])).toEqual([
      ['A', ['A / B', 'C / D']],
      ['B', ['E / F']],
    ]);
  });

  it('reads TV mode from ?tv=1 only', () => {
    expect(isTvMode('?tv=1')).toBe(true);
    expect(isTvMode('?tv')).toBe(true);
    expect(isTvMode('?tv=0')).toBe(false);
    expect(isTvMode('')).toBe(false);
  });

  it('points the QR code at the phone\'s page, without TV mode', () => {
    expect(phoneUrl('https://areia.app/ao-vivo/c-1?tv=1#x')).toBe('https://areia.app/ao-vivo/c-1');
    expect(phoneUrl('https://areia.app/ao-vivo/c-1?tv=1&utm=a')).toBe('https://areia.app/ao-vivo/c-1?utm=a');
  });
});
