import { describe, expect, it } from 'vitest';
import { joinNames, pointRatio, rankPool, type PoolGame, type PoolTeam } from './standings';

/** Worked examples: every expected order below was computed by hand from the FIVB rule, written beside each case. */

const team = (id: string, seed: number): PoolTeam => ({ id, name: id, seed });

/** A game won by `winner` with the given sets, written from team A's side. */
function game(a: string, b: string, sets: [number, number][], forfeitBy: 'a' | 'b' | null = null): PoolGame {
  const setsA = sets.filter(([x, y]) => x > y).length;
  return {
    teamAId: a,
    teamBId: b,
    scoreA: setsA,
    scoreB: sets.length - setsA,
    sets: sets.map(([x, y]) => ({ a: x, b: y })),
    status: 'finalizado',
    forfeitBy,
  };
}

const order = (rows: { teamId: string }[]) => rows.map((row) => row.teamId);

describe('rankPool (FIVB beach pool order)', () => {
  it('ranks by match points (win 2, loss 1) when nobody is tied', () => {
    const teams = [team('A', 1), team('B', 2), team('C', 3)];
    const rows = rankPool(teams, [game('A', 'B', [[15, 21], [15, 21]]), game('A', 'C', [[15, 21], [15, 21]]), game('B', 'C', [[15, 21], [15, 21]])]);
    expect(order(rows)).toEqual(['C', 'B', 'A']);
    expect(rows.map((row) => row.matchPoints)).toEqual([4, 3, 2]);
    expect(rows[0]).toMatchObject({ position: 1, wins: 2, losses: 0, setsWon: 4, setsLost: 0, pointsFor: 84, pointsAgainst: 60 });
    expect(rows[0]!.explanation).toBe('4 pontos (2 vitórias, 0 derrotas)');
  });

  it('two-way ties: the winner of their match, over a better point ratio and over seeding', () => {
    // T1: beat T3 and T4 by a lot, lost to T2 → 2+2+1 = 5. T2: beat T1 and T4, lost to T3 → 5.
    // T3: lost to T1 and T4, beat T2 → 4. T4: lost to T1 and T2, beat T3 → 4.
    // T1 has the better ratio, but T2 beat T1 → T2 first. T3 is the better seed, but T4 beat T3 → T4 third.
    const teams = [team('T1', 1), team('T2', 2), team('T3', 3), team('T4', 4)];
    const rows = rankPool(teams, [
      game('T1', 'T2', [[19, 21], [19, 21]]),
      game('T1', 'T3', [[21, 5], [21, 5]]),
      game('T1', 'T4', [[21, 5], [21, 5]]),
      game('T2', 'T3', [[19, 21], [19, 21]]),
      game('T2', 'T4', [[21, 19], [21, 19]]),
      game('T3', 'T4', [[19, 21], [19, 21]]),
    ]);
    expect(order(rows)).toEqual(['T2', 'T1', 'T4', 'T3']);
    expect(rows.map((row) => row.matchPoints)).toEqual([5, 5, 4, 4]);
    expect(rows[0]!.explanation).toBe('5 pontos (2 vitórias, 1 derrota); empate com T1: venceu o confronto direto contra T1');
    expect(rows[3]!.explanation).toBe('4 pontos (1 vitória, 2 derrotas); empate com T4: perdeu o confronto direto para T4');
  });

  it('three-way tie: the point ratio among the tied teams decides, not the ratio over the whole pool', () => {
    // A beat B 21-19 21-19; B beat C 21-10 21-10; C beat A 21-19 21-19; all beat D → A, B, C on 5 points.
    // Among A, B, C: A 80/80 = 1,000; B 80/62 = 1,290; C 62/80 = 0,775 → B, A, C.
    // Over the pool (D: A 21-19 ×2, B 21-19 ×2, C 21-0 ×2): C 104/80 = 1,3 would come first — it must not.
    const teams = [team('A', 1), team('B', 2), team('C', 3), team('D', 4)];
    const rows = rankPool(teams, [
      game('A', 'B', [[21, 19], [21, 19]]),
      game('B', 'C', [[21, 10], [21, 10]]),
      game('C', 'A', [[21, 19], [21, 19]]),
      game('A', 'D', [[21, 19], [21, 19]]),
      game('B', 'D', [[21, 19], [21, 19]]),
      game('C', 'D', [[21, 0], [21, 0]]),
    ]);
    expect(order(rows)).toEqual(['B', 'A', 'C', 'D']);
    expect(rows[0]!.explanation).toBe('5 pontos (2 vitórias, 1 derrota); empate com A e C: melhor razão de pontos entre os empatados (1,290)');
    expect(rows[1]!.explanation).toBe('5 pontos (2 vitórias, 1 derrota); empate com B e C: razão intermediária de pontos entre os empatados (1,000)');
    expect(rows[2]!.explanation).toBe('5 pontos (2 vitórias, 1 derrota); empate com A e B: pior razão de pontos entre os empatados (0,775)');
    expect(rows[3]!.explanation).toBe('3 pontos (0 vitórias, 3 derrotas)');
  });

  it('three-way tie where two remain level on ratio: their match decides, over pool ratio and seeding', () => {
    // A beat B 21-9 21-9; B beat C 21-16 21-17; C beat A 21-3 21-3; all beat D → A, B, C on 5 points.
    // Among them: A 48/60 = 0,8; B 60/75 = 0,8; C 75/48 = 1,5625 → C first; A and B level → A beat B → A, B.
    // B is the top seed and crushes D (better pool ratio): neither may put B above A.
    const teams = [team('B', 1), team('A', 2), team('C', 3), team('D', 4)];
    const rows = rankPool(teams, [
      game('A', 'B', [[21, 9], [21, 9]]),
      game('B', 'C', [[21, 16], [21, 17]]),
      game('C', 'A', [[21, 3], [21, 3]]),
      game('A', 'D', [[21, 19], [21, 19]]),
      game('B', 'D', [[21, 0], [21, 0]]),
      game('C', 'D', [[21, 19], [21, 19]]),
    ]);
    expect(order(rows)).toEqual(['C', 'A', 'B', 'D']);
    expect(rows[0]!.explanation).toBe('5 pontos (2 vitórias, 1 derrota); empate com B e A: melhor razão de pontos entre os empatados (1,563)');
    expect(rows[1]!.explanation).toBe(
      '5 pontos (2 vitórias, 1 derrota); empate com B e C: pior razão de pontos entre os empatados (0,800); venceu o confronto direto contra B',
    );
    expect(rows[2]!.explanation).toContain('perdeu o confronto direto para A');
  });

  it('three-way tie with the same ratio among them: the ratio over all pool matches, then seeding', () => {
    // A beat B, B beat C, C beat A, each 21-19 21-19 → 80/80 each among them.
    // Against D: A 21-10 ×2, B 21-15 ×2, C 21-5 ×2 → pool ratio A 122/100 = 1,22; B 122/110 ≈ 1,109; C 122/90 ≈ 1,356.
    // Seeding (A, B, C) would say otherwise: C, A, B.
    const teams = [team('A', 1), team('B', 2), team('C', 3), team('D', 4)];
    const circle = [game('A', 'B', [[21, 19], [21, 19]]), game('B', 'C', [[21, 19], [21, 19]]), game('C', 'A', [[21, 19], [21, 19]])];
    const rows = rankPool(teams, [
      ...circle,
      game('A', 'D', [[21, 10], [21, 10]]),
      game('B', 'D', [[21, 15], [21, 15]]),
      game('C', 'D', [[21, 5], [21, 5]]),
    ]);
    expect(order(rows)).toEqual(['C', 'A', 'B', 'D']);
    expect(rows[0]!.explanation).toBe(
      '5 pontos (2 vitórias, 1 derrota); empate com A e B: mesma razão de pontos entre os empatados; melhor razão de pontos no grupo (1,356)',
    );

    // A pool of three that is a perfect circle: every ratio equal → the seeding decides (C is seed 1 here).
    const seeded = rankPool([team('A', 2), team('B', 3), team('C', 1)], circle);
    expect(order(seeded)).toEqual(['C', 'A', 'B']);
    expect(seeded[0]!.explanation).toContain('decidido pelo sorteio (cabeça de chave 1)');
  });

  it('four-way tie with forfeits (0 match points): the ratio among the four, forfeits counting 21-0 21-0', () => {
    // A forfeits to B, beats C 21-15 ×2 and D 21-19 19-21 15-13 → 2+2+0 = 4.
    // B forfeits to C, beats D 21-17 ×2 → 2+2+0 = 4. C: lost to A, beat B (W.O.), lost to D 18-21 ×2 → 1+2+1 = 4.
    // D: lost to A and B, beat C → 1+1+2 = 4. (A forfeit counted as a loss would put A and B on 5 alone.)
    // Ratios: A 97/125 = 0,776; B 84/76 = 1,105; C 108/84 = 1,286; D 129/133 = 0,970 → C, B, D, A (seeding says A, B, C, D).
    const teams = [team('A', 1), team('B', 2), team('C', 3), team('D', 4)];
    const rows = rankPool(teams, [
      game('A', 'B', [[0, 21], [0, 21]], 'a'),
      game('A', 'C', [[21, 15], [21, 15]]),
      game('A', 'D', [[21, 19], [19, 21], [15, 13]]),
      game('B', 'C', [[0, 21], [0, 21]], 'a'),
      game('B', 'D', [[21, 17], [21, 17]]),
      game('C', 'D', [[18, 21], [18, 21]]),
    ]);
    expect(rows.map((row) => row.matchPoints)).toEqual([4, 4, 4, 4]);
    expect(order(rows)).toEqual(['C', 'B', 'D', 'A']);
    expect(rows.find((row) => row.teamId === 'A')).toMatchObject({ wins: 2, losses: 1, forfeits: 1, pointsFor: 97, pointsAgainst: 125 });
    expect(rows[0]!.explanation).toBe('4 pontos (1 vitória, 2 derrotas); empate com A, B e D: melhor razão de pontos entre os empatados (1,286)');
  });

  it('counts only finished games; a team with none played is on 0', () => {
    const teams = [team('A', 1), team('B', 2), team('C', 3)];
    const scheduled: PoolGame = { teamAId: 'B', teamBId: 'C', scoreA: null, scoreB: null, sets: null, status: 'agendado' };
    const rows = rankPool(teams, [game('A', 'B', [[21, 10], [21, 10]]), scheduled]);
    expect(order(rows)).toEqual(['A', 'B', 'C']);
    expect(rows.map((row) => [row.played, row.matchPoints])).toEqual([[1, 2], [1, 1], [0, 0]]);
  });
});

describe('helpers', () => {
  it('joins names the pt-BR way and guards the ratio against zero', () => {
    expect(joinNames(['X'])).toBe('X');
    expect(joinNames(['X', 'Y'])).toBe('X e Y');
    expect(joinNames(['X', 'Y', 'Z'])).toBe('X, Y e Z');
    expect(pointRatio(42, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(pointRatio(0, 0)).toBe(0);
    expect(pointRatio(63, 60)).toBe(pointRatio(42, 40));
  });
});
