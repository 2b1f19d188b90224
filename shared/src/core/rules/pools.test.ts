import { describe, expect, it } from 'vitest';
import {
  bracketOrder,
  tooFewTeamsMessage,
  drawPreview,
  tooFewAfterRelease,
  bySeed,
  checkManualPools,
  knockoutBracket,
  knockoutGameLabel,
  knockoutPlan,
  knockoutQualifiers,
  poolGames,
  poolSizes,
  roundRobin,
  queuePositions,
  scheduleGames,
  snakePools,
  type PoolPlace,
} from './pools';

const teams = (n: number) => Array.from({ length: n }, (_, index) => ({ id: `t${index + 1}`, points: 2000 - index * 100, rating: 0 }));

describe('pool sizes and snake seeding', () => {
  it('sizes pools of 3 or 4, nearest to the wish; refuses what cannot be split', () => {
    expect(poolSizes(2, 4)).toBeNull();
    expect(poolSizes(3, 4)).toEqual([3]);
    expect(poolSizes(4, 3)).toEqual([4]);
    expect(poolSizes(5, 3)).toBeNull();
    expect(poolSizes(5, 4)).toBeNull();
    expect(poolSizes(6, 4)).toEqual([3, 3]);
    expect(poolSizes(10, 4)).toEqual([4, 3, 3]);
    expect(poolSizes(12, 3)).toEqual([3, 3, 3, 3]);
    expect(poolSizes(12, 4)).toEqual([4, 4, 4]);
    expect(poolSizes(13, 3)).toEqual([4, 3, 3, 3]);
  });

  it('seeds by summed points, then summed level, then sign-up order', () => {
    const drawn = [
      { id: 'level', points: 500, rating: 900 },
      { id: 'late', points: 500, rating: 400 },
      { id: 'points', points: 800, rating: 100 },
      { id: 'early', points: 500, rating: 400 },
    ];
    expect(bySeed([...drawn.slice(0, 3), drawn[3]!]).map((team) => team.id)).toEqual(['points', 'level', 'late', 'early']);
    expect(bySeed([drawn[3]!, ...drawn.slice(0, 3)]).map((team) => team.id)).toEqual(['points', 'level', 'early', 'late']);
  });

  it('snakes seeds 1-2-3 / 6-5-4 / 7-8-9 across pools', () => {
    // Points shuffled: the seeding must sort them (t1 best … t12 worst).
    const shuffled = [...teams(12)].reverse();
    const result = snakePools(shuffled, 4);
    expect(result).toEqual({
      ok: true,
      pools: [
        ['t1', 't6', 't7', 't12'],
        ['t2', 't5', 't8', 't11'],
        ['t3', 't4', 't9', 't10'],
      ],
    });
    expect(snakePools(teams(10), 4)).toEqual({ ok: true, pools: [['t1', 't6', 't7', 't10'], ['t2', 't5', 't8'], ['t3', 't4', 't9']] });
    expect(snakePools(teams(2), 3)).toEqual({ ok: false, message: 'São necessários pelo menos 3 times para sortear os grupos (há 2)' });
    expect(snakePools(teams(5), 4)).toEqual({ ok: false, message: 'Não é possível formar grupos de 3 ou 4 times com 5 times' });
  });

  it('checks manual pools: sizes, unknown teams, duplicates, everyone placed', () => {
    const ids = teams(7).map((team) => team.id);
    expect(checkManualPools([['t1', 't2', 't3', 't4'], ['t5', 't6', 't7']], ids)).toEqual({ ok: true });
    expect(checkManualPools([['t1', 't2'], ['t3', 't4', 't5', 't6', 't7']], ids)).toEqual({ ok: false, message: 'Grupo A: cada grupo precisa de 3 ou 4 times' });
    expect(checkManualPools([['t1', 't2', 't3'], ['t4', 't5', 'x']], ids)).toEqual({ ok: false, message: 'Grupo B: time não inscrito neste campeonato' });
    expect(checkManualPools([['t1', 't2', 't3'], ['t3', 't4', 't5']], ids)).toEqual({ ok: false, message: 'Grupo B: o mesmo time está em dois grupos' });
    expect(checkManualPools([['t1', 't2', 't3'], ['t4', 't5', 't6']], ids)).toEqual({ ok: false, message: 'Todos os 7 times devem estar em um grupo (faltam 1)' });
  });
});

describe('round robin and schedule', () => {
  const pairKey = (game: { teamAId: string; teamBId: string }) => [game.teamAId, game.teamBId].sort().join('-');

  it('every pair meets once, nobody twice in a round', () => {
    for (const size of [3, 4]) {
      const ids = teams(size).map((team) => team.id);
      const rounds = roundRobin(ids);
      const all = rounds.flat();
      expect(all).toHaveLength((size * (size - 1)) / 2);
      expect(new Set(all.map(pairKey)).size).toBe(all.length);
      for (const round of rounds) {
        const playing = round.flatMap((game) => [game.teamAId, game.teamBId]);
        expect(new Set(playing).size).toBe(playing.length);
      }
    }
    expect(roundRobin(['a', 'b', 'c']).map((round) => round.map(pairKey))).toEqual([['b-c'], ['a-c'], ['a-b']]);
  });

  it('schedules on courts by time slots, never a team twice in one slot', () => {
    const plan = poolGames([
      { label: 'A', teamIds: ['a1', 'a2', 'a3', 'a4'] },
      { label: 'B', teamIds: ['b1', 'b2', 'b3'] },
    ]);
    expect(plan).toHaveLength(9);
    expect(plan.slice(0, 3).map((game) => game.group)).toEqual(['A', 'A', 'B']);
    const startsAt = new Date('2026-12-05T11:00:00.000Z');
    const scheduled = scheduleGames(plan, { startsAt, courts: 2, minutesPerGame: 30 });
    expect(scheduled).toHaveLength(9);
    const bySlot = new Map<number, typeof scheduled>();
    for (const game of scheduled) bySlot.set(game.scheduledAt.getTime(), [...(bySlot.get(game.scheduledAt.getTime()) ?? []), game]);
    for (const [time, games] of bySlot) {
      expect(games.length).toBeLessThanOrEqual(2);
      expect(new Set(games.map((game) => game.court)).size).toBe(games.length);
      const playing = games.flatMap((game) => [game.teamAId, game.teamBId]);
      expect(new Set(playing).size, new Date(time).toISOString()).toBe(playing.length);
      expect((time - startsAt.getTime()) % (30 * 60_000)).toBe(0);
    }
    expect(scheduled[0]).toMatchObject({ court: 'Quadra 1', scheduledAt: startsAt });
    expect(scheduled[1]).toMatchObject({ court: 'Quadra 2', scheduledAt: startsAt });
  });
});

describe('knockout', () => {
  const place = (teamId: string, pool: string, position: number, matchPoints: number, pointsFor = 100, pointsAgainst = 100, played = 3): PoolPlace => ({
    teamId,
    pool,
    position,
    played,
    matchPoints,
    pointsFor,
    pointsAgainst,
    rating: 0,
  });

  it('bracket order keeps 1 and 2 apart until the final', () => {
    expect(bracketOrder(2)).toEqual([1, 2]);
    expect(bracketOrder(4)).toEqual([1, 4, 2, 3]);
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('qualifiers: winners first, then seconds, then the best thirds (per game across pools of 3 and 4)', () => {
    const places = [
      place('A1', 'A', 1, 6), place('A2', 'A', 2, 5), place('A3', 'A', 3, 4, 90, 100), place('A4', 'A', 4, 3),
      place('B1', 'B', 1, 6, 130, 100), place('B2', 'B', 2, 5, 120, 100), place('B3', 'B', 3, 4, 95, 100), place('B4', 'B', 4, 3),
      place('C1', 'C', 1, 4, 100, 100, 2), place('C2', 'C', 2, 3, 100, 100, 2), place('C3', 'C', 3, 2, 100, 100, 2),
    ];
    const result = knockoutQualifiers(places, 2, 2);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Firsts: all 2,0 per game; B1 ratio 1,3 first; A1 and C1 level (1,0; same rating) → pool order A, C. Seconds: B2 1,667 ratio 1,2 > A2 1,667 ratio 1,0 > C2 1,5.
    // Thirds: B3 (1,333; 0,95) > A3 (1,333; 0,9) > C3 (1,0): the best two are B3, A3.
    expect(result.seeds.map((seed) => seed.teamId)).toEqual(['B1', 'A1', 'C1', 'B2', 'A2', 'C2', 'B3', 'A3']);
    expect(knockoutQualifiers(places, 4, 0)).toEqual({ ok: false, message: 'Há grupo com apenas 3 times: no máximo 3 classificados por grupo' });
    expect(knockoutQualifiers(places, 2, 4)).toEqual({ ok: false, message: 'Só há 3 times na 3ª posição dos grupos' });
    expect(knockoutQualifiers([place('A1', 'A', 1, 4), place('A2', 'A', 2, 3), place('A3', 'A', 3, 2)], 1, 0)).toEqual({
      ok: false,
      message: 'O mata-mata precisa de pelo menos 2 classificados',
    });
  });

  it('first round avoids two teams of one pool; byes for the top seeds when the count is not a power of 2', () => {
    const seeds = [
      { teamId: 'A1', pool: 'A' },
      { teamId: 'B1', pool: 'B' },
      { teamId: 'B2', pool: 'B' },
      { teamId: 'A2', pool: 'A' },
    ];
    // Plain order would be A1-A2 and B1-B2.
    expect(knockoutBracket(seeds)).toEqual(['A1', 'B2', 'B1', 'A2']);
    const six = ['s1', 's2', 's3', 's4', 's5', 's6'].map((teamId, index) => ({ teamId, pool: String(index) }));
    expect(knockoutBracket(six)).toEqual(['s1', null, 's4', 's5', 's2', null, 's3', 's6']);
  });

  it('plans each round once its teams are known; byes advance; a changed winner updates the next game', () => {
    const bracket = ['s1', null, 's4', 's5', 's2', null, 's3', 's6'];
    const first = knockoutPlan(bracket, []);
    expect(first).toEqual({
      create: [
        { round: 1, slot: 2, teamAId: 's4', teamBId: 's5' },
        { round: 1, slot: 4, teamAId: 's3', teamBId: 's6' },
      ],
      update: [],
    });
    const played = [
      { id: 'g1', round: 1, slot: 2, teamAId: 's4', teamBId: 's5', winnerId: 's5' },
      { id: 'g2', round: 1, slot: 4, teamAId: 's3', teamBId: 's6', winnerId: null },
    ];
    expect(knockoutPlan(bracket, played)).toEqual({ create: [{ round: 2, slot: 1, teamAId: 's1', teamBId: 's5' }], update: [] });
    const semi = { id: 'g3', round: 2, slot: 1, teamAId: 's1', teamBId: 's5', winnerId: null };
    const corrected = [{ ...played[0]!, winnerId: 's4' }, played[1]!, semi];
    expect(knockoutPlan(bracket, corrected)).toEqual({ create: [], update: [{ id: 'g3', teamAId: 's1', teamBId: 's4', finished: false }] });
    expect(knockoutGameLabel(8, 1, 2)).toBe('Quartas de final 2');
    expect(knockoutGameLabel(8, 2, 1)).toBe('Semifinal 1');
    expect(knockoutGameLabel(8, 3, 1)).toBe('Final');
  });
});

describe('queuePositions', () => {
  it('numbers each court from 1 in the order given, after the places a court already has', () => {
    const games = [{ court: 'Quadra 1' }, { court: 'Quadra 2' }, { court: 'Quadra 1' }, { court: 'Quadra 1' }];
    expect(queuePositions(games)).toEqual([1, 1, 2, 3]);
    expect(queuePositions(games, new Map([['Quadra 2', 4]]))).toEqual([1, 5, 2, 3]);
  });
});

describe('drawPreview', () => {
  const team = (id: string, unpaid = false, confirmed = true) => ({ id, name: `Time ${id}`, confirmed, unpaid });
  it('releases the unpaid teams, draws the confirmed paid ones, and refuses naming the released when too few remain', () => {
    expect(drawPreview([team('a'), team('b', true), team('c'), team('d', true)])).toEqual({
      release: [{ id: 'b', name: 'Time b' }, { id: 'd', name: 'Time d' }],
      draw: [{ id: 'a', name: 'Time a' }, { id: 'c', name: 'Time c' }],
      refusal: 'São necessários pelo menos 3 times para sortear os grupos: 2 times com pagamento pendente serão liberados e restariam 2',
    });
    expect(drawPreview([team('a'), team('b'), team('c', true), team('d', false, false)]).refusal).toBe(
      'São necessários pelo menos 3 times para sortear os grupos: 1 time com pagamento pendente será liberado e restariam 2',
    );
    expect(drawPreview([team('a'), team('b'), team('c'), team('d', true)])).toMatchObject({ release: [{ id: 'd' }], refusal: null });
    expect(tooFewAfterRelease(1, 3)).toBe('São necessários pelo menos 3 times para sortear os grupos: 3 times com pagamento pendente serão liberados e restaria 1');
    expect(tooFewAfterRelease(2, 0)).toBe(tooFewTeamsMessage(2));
  });
});
