import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../category';
import { levelOf, SEEDED_SIGMA } from './level';
import {
  applyChampionship,
  athletesAffectedBy,
  championshipAthletes,
  rankingStandings,
  replayChampionships,
  startingAthlete,
  startingState,
  type FinalizedChampionship,
  type RankingState,
} from './replay';

const DAY = 86_400_000;
const origin = Date.UTC(2025, 0, 1, 12);
const day = (days: number, hours = 0) => new Date(origin + days * DAY + hours * 3_600_000);

const starts = () =>
  startingState([
    startingAthlete('ana', day(-400), 450),
    startingAthlete('bia', day(-300), 420),
    startingAthlete('cris', day(-200), 380),
    startingAthlete('duda', day(-100), null),
    startingAthlete('eva', day(-50), 700),
  ]);

const iniciante: FinalizedChampionship = {
  id: 'copa-iniciante',
  category: 'Iniciante',
  finalizedAt: day(10, 20),
  placements: [
    { players: ['cris', 'duda'], placement: 1 },
    { players: ['ana', 'bia'], placement: 2 },
  ],
  games: [
    { teamA: ['ana', 'bia'], teamB: ['cris', 'duda'], setsA: 1, setsB: 2, at: day(10, 10) },
    { teamA: ['ana', 'bia'], teamB: ['cris', 'duda'], setsA: 0, setsB: 2, at: day(10, 15), forfeit: true },
  ],
};

describe('startingAthlete', () => {
  it('a static rating keeps its category and becomes μ; a new account starts as Estreante', () => {
    const state = starts();
    expect(state.get('ana')).toMatchObject({ rating: { mu: 450, sigma: SEEDED_SIGMA }, lastGameAt: null, results: [], categories: [{ category: 'Intermediário', move: 'start' }] });
    expect(state.get('duda')!.categories[0]!.category).toBe('Estreante');
  });
});

describe('applyChampionship', () => {
  const initial = starts();
  const outcome = applyChampionship(initial, iniciante);

  it('rates the played games in order and skips a forfeit', () => {
    expect(outcome.games).toHaveLength(1);
    expect(outcome.state.get('cris')!.rating.mu).toBeGreaterThan(380);
    expect(outcome.state.get('ana')!.rating.mu).toBeLessThan(450);
    expect(outcome.state.get('ana')!.lastGameAt).toEqual(day(10, 10));
  });

  it('gives every placed athlete their points: Iniciante, 2 teams → 300 × 100% × 50% and 300 × 80% × 50%', () => {
    expect(outcome.points).toEqual([
      { athleteId: 'cris', placement: 1, points: 150 },
      { athleteId: 'duda', placement: 1, points: 150 },
      { athleteId: 'ana', placement: 2, points: 120 },
      { athleteId: 'bia', placement: 2, points: 120 },
    ]);
  });

  it('the title does not move the champions of Iniciante: their category follows their level', () => {
    expect(outcome.state.get('duda')!.categories.at(-1)!.category).toBe('Estreante');
    expect(outcome.categories.find((row) => row.athleteId === 'duda')!.decision.move).toBeNull();
  });

  it('touches only its own athletes', () => {
    expect(outcome.state.get('eva')).toBe(initial.get('eva'));
  });

  it('refuses an unknown athlete and a championship finalized twice', () => {
    expect(() => applyChampionship(starts(), { ...iniciante, placements: [{ players: ['zé', 'ana'], placement: 1 }], games: [] })).toThrow(RangeError);
    expect(() => applyChampionship(outcome.state, iniciante)).toThrow(RangeError);
  });
});

describe('rankingStandings', () => {
  it('shows points, level, reliability and categories at `now`, in Ranking Geral order', () => {
    const state = applyChampionship(starts(), iniciante).state;
    const standings = rankingStandings(state, day(20));
    expect(standings.map((row) => row.id)).toEqual(['cris', 'duda', 'ana', 'bia', 'eva']);
    expect(standings[0]).toMatchObject({ rankingPoints: 150, category: 'Iniciante' });
    expect(standings[4]).toMatchObject({ rankingPoints: 0, level: 700, levelReliability: 0, category: 'Intermediário Plus' });
    expect(standings.find((row) => row.id === 'duda')!.level).toBe(levelOf(state.get('duda')!.rating.mu));
    expect(rankingStandings(state, day(10 + 365, 20)).every((row) => row.rankingPoints === 0)).toBe(true);
  });
});

/** A random season: athletes (some new, some with a static rating) and championships of two-player teams. */
function season(g: fc.GeneratorValue) {
  const athletes = g(fc.integer, { min: 6, max: 12 });
  const ids = Array.from({ length: athletes }, (_, index) => `p${String(index).padStart(2, '0')}`);
  const state = startingState(ids.map((id, index) => startingAthlete(id, day(-500 + index), g(fc.option, fc.integer({ min: 0, max: 1200 }), { nil: null }))));
  const count = g(fc.integer, { min: 1, max: 6 });
  const championships: FinalizedChampionship[] = [];
  for (let number = 0; number < count; number += 1) {
    const start = number * g(fc.integer, { min: 20, max: 200 }) + number;
    const teams = g(fc.integer, { min: 2, max: Math.floor(athletes / 2) });
    const players = g(fc.shuffledSubarray, ids, { minLength: teams * 2, maxLength: teams * 2 });
    const pairs = Array.from({ length: teams }, (_, index) => [players[2 * index]!, players[2 * index + 1]!] as const);
    const order = g(fc.shuffledSubarray, pairs.map((_, index) => index), { minLength: teams, maxLength: teams });
    const games = g(fc.array, fc.tuple(fc.nat(teams - 1), fc.nat(teams - 1), fc.constantFrom([2, 0], [2, 1], [1, 2], [0, 2]), fc.integer({ min: 0, max: 23 }), fc.boolean()), { minLength: 1, maxLength: 8 })
      .filter(([a, b]) => a !== b)
      .map(([a, b, [setsA, setsB], hour, forfeit]) => ({ teamA: pairs[a]!, teamB: pairs[b]!, setsA: setsA!, setsB: setsB!, at: day(start, hour), forfeit: forfeit && hour % 5 === 0 }));
    championships.push({
      id: `c${number}`,
      category: g(fc.constantFrom, ...CATEGORIES),
      finalizedAt: day(start + 1),
      // Knockout placements: 1, 2, 3, 3, 5, 5…
      placements: order.map((team, index) => ({ players: pairs[team]!, placement: index < 2 ? index + 1 : 2 ** Math.floor(Math.log2(index)) + 1 })),
      games,
    });
  }
  return { state, championships };
}

/** The same championship with its scores and placements drawn again: what a correction can change. */
function corrected(g: fc.GeneratorValue, championship: FinalizedChampionship): FinalizedChampionship {
  const placements = g(fc.shuffledSubarray, championship.placements.map((team) => team.players), { minLength: championship.placements.length, maxLength: championship.placements.length });
  return {
    ...championship,
    placements: placements.map((players, index) => ({ players, placement: championship.placements[index]!.placement })),
    games: championship.games.map((game) => {
      const [setsA, setsB] = g(fc.constantFrom, [2, 0], [2, 1], [1, 2], [0, 2]);
      return { ...game, setsA: setsA!, setsB: setsB! };
    }),
  };
}

// A failure reports its seed and path to replay it; shrinking a whole season takes minutes on a shared machine.
const settings = { numRuns: 40, seed: 2026_11_25, endOnFailure: true };
const everySeason = (check: (drawn: ReturnType<typeof season>, g: fc.GeneratorValue) => void) =>
  fc.assert(
    fc.property(fc.gen(), (g) => check(season(g), g)),
    settings,
  );

describe('replay: properties the stored rows rely on', () => {
  it('is deterministic and a fold: applying the championships in two parts gives the same state', () => {
    everySeason(({ state, championships }, g) => {
      const split = g(fc.integer, { min: 0, max: championships.length });
      const whole = replayChampionships(state, championships);
      expect(replayChampionships(replayChampionships(state, championships.slice(0, split)), championships.slice(split))).toEqual(whole);
      expect(replayChampionships(state, championships)).toEqual(whole);
    });
  });

  it('a finish changes only the rows of the championship\'s athletes', () => {
    everySeason(({ state, championships }) => {
      const before = replayChampionships(state, championships.slice(0, -1));
      const last = championships.at(-1)!;
      const after = applyChampionship(before, last).state;
      const involved = championshipAthletes(last);
      for (const [id, athlete] of after) if (!involved.has(id)) expect(athlete).toBe(before.get(id));
    });
  });

  it('reopen, correct, finalize equals finalizing right the first time', () => {
    everySeason(({ state, championships }, g) => {
      const index = g(fc.integer, { min: 0, max: championships.length - 1 });
      const wrong = championships[index]!;
      const right = corrected(g, wrong);
      const later = championships.slice(index + 1);
      const truth = replayChampionships(state, [...championships.slice(0, index), right, ...later]);

      // Stored rows after finalizing the wrong version (and everything after it).
      const stored = replayChampionships(state, championships);
      // Reopen: the state before it; correct and finalize again, then what followed it.
      const beforeIt = replayChampionships(state, championships.slice(0, index));
      const redone = replayChampionships(applyChampionship(beforeIt, right).state, later);
      // Only the affected rows are rewritten; the rest stay as stored.
      const affected = athletesAffectedBy([...championshipAthletes(wrong), ...championshipAthletes(right)], later);
      const rewritten: RankingState = new Map([...stored].map(([id, athlete]) => [id, affected.has(id) ? redone.get(id)! : athlete]));

      expect(rewritten).toEqual(truth);
      for (const [id, athlete] of stored) if (!affected.has(id)) expect(athlete).toEqual(truth.get(id));
    });
  });
});
