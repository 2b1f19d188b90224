import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_SIGMA, levelOf, sigmaAfterAway } from './level';
import { rateGame, winChance, type GameAthlete, type GameInput } from './rate-game';

const at = new Date('2026-06-01T15:00:00.000Z');
const athlete = (id: string, mu: number, sigma = 60, lastGameAt: Date | null = at): GameAthlete => ({ id, mu, sigma, lastGameAt });
const game = (a: [number, number], b: [number, number], setsA: number, setsB: number, sigma = 60): GameInput => ({
  teamA: [athlete('a1', a[0], sigma), athlete('a2', a[1], sigma)],
  teamB: [athlete('b1', b[0], sigma), athlete('b2', b[1], sigma)],
  setsA,
  setsB,
  at,
});
const muChange = (rated: ReturnType<typeof rateGame>, team: 'teamA' | 'teamB', index = 0) => rated[team][index]!.after.mu - rated[team][index]!.before.mu;

const ratingArb = fc.record({ mu: fc.double({ min: 0, max: 1200, noNaN: true }), sigma: fc.double({ min: 20, max: INITIAL_SIGMA, noNaN: true }) });
const daysArb = fc.integer({ min: 0, max: 4000 });
const gameArb = fc
  .tuple(fc.array(fc.tuple(ratingArb, daysArb), { minLength: 4, maxLength: 4 }), fc.constantFrom([2, 0], [2, 1], [1, 2], [0, 2]))
  .map(([players, [setsA, setsB]]): GameInput => {
    const list = players.map(([rating, days], index) => ({ id: `p${index}`, ...rating, lastGameAt: new Date(at.getTime() - days * 86_400_000) }));
    return { teamA: [list[0]!, list[1]!], teamB: [list[2]!, list[3]!], setsA: setsA!, setsB: setsB!, at };
  });

describe('winChance', () => {
  it('is even between equal teams and sums the partners: 800 + 400 plays 600 + 600 evenly', () => {
    expect(winChance([athlete('a', 700), athlete('b', 700)], [athlete('c', 700), athlete('d', 700)])).toBeCloseTo(0.5, 12);
    expect(winChance([athlete('a', 800), athlete('b', 400)], [athlete('c', 600), athlete('d', 600)])).toBeCloseTo(0.5, 12);
  });

  it('a pair one category (200) above wins about 9 games in 10; the two chances add up to 1', () => {
    const favourite = winChance([athlete('a', 800), athlete('b', 800)], [athlete('c', 600), athlete('d', 600)]);
    expect(favourite).toBeGreaterThan(0.88);
    expect(favourite).toBeLessThan(0.92);
    expect(favourite + winChance([athlete('c', 600), athlete('d', 600)], [athlete('a', 800), athlete('b', 800)])).toBeCloseTo(1, 12);
  });
});

describe('rateGame: rating sanity', () => {
  it('a win never lowers μ and a loss never raises it', () => {
    fc.assert(
      fc.property(gameArb, (input) => {
        const rated = rateGame(input);
        const [winners, losers] = input.setsA > input.setsB ? [rated.teamA, rated.teamB] : [rated.teamB, rated.teamA];
        for (const player of winners) expect(player.after.mu).toBeGreaterThanOrEqual(player.before.mu);
        for (const player of losers) expect(player.after.mu).toBeLessThanOrEqual(player.before.mu);
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });

  it('σ never increases in a game: after ≤ as the athlete entered it, time away included', () => {
    fc.assert(
      fc.property(gameArb, (input) => {
        const rated = rateGame(input);
        [...rated.teamA, ...rated.teamB].forEach((player, index) => {
          const entered = [...input.teamA, ...input.teamB][index]!;
          expect(player.before.sigma).toBe(sigmaAfterAway(entered.sigma, entered.lastGameAt, input.at));
          expect(player.after.sigma).toBeLessThanOrEqual(player.before.sigma);
        });
      }),
      { seed: 20261126, numRuns: 300 },
    );
  });

  it('an upset moves more than an expected win', () => {
    const expected = rateGame(game([800, 800], [600, 600], 2, 0));
    const upset = rateGame(game([600, 600], [800, 800], 2, 0));
    expect(muChange(upset, 'teamA')).toBeGreaterThan(2 * muChange(expected, 'teamA'));
    expect(-muChange(upset, 'teamB')).toBeGreaterThan(2 * -muChange(expected, 'teamB'));
  });

  it('a 2–0 moves more than a 2–1, for winners and losers alike', () => {
    fc.assert(
      fc.property(gameArb, (input) => {
        const clear = rateGame({ ...input, setsA: 2, setsB: 0 });
        const close = rateGame({ ...input, setsA: 2, setsB: 1 });
        for (const team of ['teamA', 'teamB'] as const) {
          for (const index of [0, 1]) expect(Math.abs(muChange(clear, team, index))).toBeGreaterThan(Math.abs(muChange(close, team, index)));
        }
      }),
      { seed: 20261127, numRuns: 200 },
    );
    const even2to0 = muChange(rateGame(game([700, 700], [700, 700], 2, 0)), 'teamA');
    const even2to1 = muChange(rateGame(game([700, 700], [700, 700], 2, 1)), 'teamA');
    expect(even2to0 / even2to1).toBeCloseTo(1 + Math.log(1.5), 9);
  });

  it('each athlete moves by their own uncertainty: the newcomer beside a veteran moves most', () => {
    const rated = rateGame({
      teamA: [athlete('new', 100, INITIAL_SIGMA, null), athlete('veteran', 700, 60)],
      teamB: [athlete('b1', 450, 60), athlete('b2', 450, 60)],
      setsA: 2,
      setsB: 1,
      at,
    });
    expect(muChange(rated, 'teamA', 0)).toBeGreaterThan(20 * muChange(rated, 'teamA', 1));
    expect(rated.teamA[0].after.sigma).toBeLessThan(INITIAL_SIGMA);
  });

  it('time away is applied when they next play, capped at the initial σ', () => {
    const back = rateGame({ ...game([700, 700], [700, 700], 2, 0), teamA: [athlete('a1', 700, 60, new Date('2025-06-01T15:00:00.000Z')), athlete('a2', 700)] });
    expect(back.teamA[0].before.sigma).toBeCloseTo(Math.sqrt(3600 + 160_000 / 8), 9);
    expect(muChange(back, 'teamA', 0)).toBeGreaterThan(muChange(back, 'teamA', 1));
    const gone = rateGame({ ...game([700, 700], [700, 700], 2, 0), teamA: [athlete('a1', 700, 60, new Date('2000-01-01T00:00:00.000Z')), athlete('a2', 700)] });
    expect(gone.teamA[0].before.sigma).toBe(INITIAL_SIGMA);
  });

  it('reports the win chance before the game and each athlete\'s displayed level change', () => {
    const rated = rateGame(game([600, 600], [700, 700], 2, 0));
    expect(rated.winChanceA).toBeCloseTo(winChance([athlete('a', 600), athlete('b', 600)], [athlete('c', 700), athlete('d', 700)]), 12);
    expect(rated.winChanceA).toBeLessThan(0.5);
    for (const player of [...rated.teamA, ...rated.teamB]) expect(player.levelChange).toBe(levelOf(player.after.mu) - levelOf(player.before.mu));
    expect(rated.teamA[0].levelChange).toBeGreaterThan(0);
    expect(rated.teamB[0].levelChange).toBeLessThan(0);
  });

  it('refuses a game without a winner or with an athlete on both sides', () => {
    expect(() => rateGame(game([700, 700], [700, 700], 1, 1))).toThrow(RangeError);
    expect(() => rateGame(game([700, 700], [700, 700], -2, 0))).toThrow(RangeError);
    expect(() => rateGame({ ...game([700, 700], [700, 700], 2, 0), teamB: [athlete('a1', 700), athlete('b2', 700)] })).toThrow(RangeError);
  });
});
