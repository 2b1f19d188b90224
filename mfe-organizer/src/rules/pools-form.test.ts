import { describe, expect, it } from 'vitest';
import type { OrganizerChampionship, OrganizerGame } from '@areia/shared/core/schemas/organizer';
import { championshipStage, gameSections } from './championship-stage';
import { drawFormErrors, drawFormFor, drawPayload, knockoutFormErrors, knockoutPayload } from './pools-form';

describe('draw form', () => {
  it('starts on the championship day and sends a snake draw', () => {
    const values = drawFormFor('2026-12-14T11:00:00.000Z');
    expect(values).toEqual({ poolSize: '4', date: '2026-12-14', time: '08:00', courts: '2', minutesPerGame: '30' });
    expect(drawFormErrors(values)).toEqual({});
    expect(drawPayload({ ...values, poolSize: '3' })).toEqual({
      mode: 'snake',
      poolSize: 3,
      startsAt: '2026-12-14T08:00:00-03:00',
      courts: 2,
      minutesPerGame: 30,
    });
  });

  it('shows the shared schema messages under the fields', () => {
    const errors = drawFormErrors({ poolSize: '4', date: '', time: '08:00', courts: '0', minutesPerGame: '5' });
    expect(errors).toMatchObject({ courts: 'Informe pelo menos 1 quadra', minutesPerGame: 'Cada jogo dura pelo menos 10 minutos' });
    expect(errors.date).toBeTruthy();
  });

  it('knockout: qualifiers per pool and best thirds', () => {
    expect(knockoutPayload({ qualifiersPerPool: '2', bestThirds: '' })).toEqual({ qualifiersPerPool: 2, bestThirds: 0 });
    expect(knockoutFormErrors({ qualifiersPerPool: '2', bestThirds: '2' })).toEqual({});
    expect(knockoutFormErrors({ qualifiersPerPool: '0', bestThirds: '2' }).qualifiersPerPool).toBe('Classificados por grupo inválido');
  });
});

describe('championship stage and game sections', () => {
  const base = { signupsClosed: false, poolsDrawn: false, poolsFinished: false, knockoutPublished: false } as OrganizerChampionship;
  it('follows the life of a championship', () => {
    expect(championshipStage(base)).toBe('signups');
    expect(championshipStage({ ...base, signupsClosed: true })).toBe('closed');
    expect(championshipStage({ ...base, signupsClosed: true, poolsDrawn: true })).toBe('pools');
    expect(championshipStage({ ...base, signupsClosed: true, poolsDrawn: true, poolsFinished: true })).toBe('poolsFinished');
    expect(championshipStage({ ...base, knockoutPublished: true })).toBe('knockout');
  });

  it('ends with the lifecycle the API sent: finished or cancelled whatever the pools say', () => {
    expect(championshipStage({ ...base, poolsDrawn: true, knockoutPublished: true, stage: 'finalizado' })).toBe('finished');
    expect(championshipStage({ ...base, poolsDrawn: true, stage: 'cancelado' })).toBe('cancelled');
    expect(championshipStage({ ...base, stage: 'cancelado' })).toBe('cancelled');
  });

  it('groups games by pool then knockout round, in time order', () => {
    const game = (id: string, phase: number, group: string, at: string, phaseLabel = phase === 1 ? 'Grupos' : 'Semifinal') =>
      ({ id, phase, phaseLabel, group, scheduledAt: at, court: '1' }) as OrganizerGame;
    const sections = gameSections([
      game('s1', 2, 'Semifinal 1', '2026-12-14T14:00:00Z'),
      game('b1', 1, 'B', '2026-12-14T11:00:00Z'),
      game('a2', 1, 'A', '2026-12-14T11:30:00Z'),
      game('a1', 1, 'A', '2026-12-14T11:00:00Z'),
    ]);
    expect(sections.map((s) => [s.title, s.games.map((g) => g.id)])).toEqual([
      ['Grupos · Grupo A', ['a1', 'a2']],
      ['Grupos · Grupo B', ['b1']],
      ['Semifinal', ['s1']],
    ]);
  });
});
