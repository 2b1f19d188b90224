/**
 * One game's effect on the four athletes' levels. Doubles with changing partners: a team's strength is the sum of its
 * partners' μ (and of their σ²), and each athlete moves in proportion to their own σ², so the newcomer beside a
 * veteran moves most. The score is sets won: openskill's margin option makes a 2–0 move μ further than a 2–1 (a 2–1 is
 * the plain Bayesian update; a 2–0 is 1 + ln(1.5) ≈ 1.41 times it). τ with limitSigma keeps σ from ever growing in a
 * game; σ grows only with time away, before the game (`sigmaAfterAway`).
 */
import { predictWin, rate } from 'openskill';
import { LEVEL_BETA, LEVEL_TAU, levelOf, sigmaAfterAway, type SkillRating } from '@areia/shared/core/rules/ranking/level';

/** Sets beyond which a win counts extra: 2–1 is a plain win, 2–0 is a clear one. */
export const SET_MARGIN = 1.5;

const MODEL = { beta: LEVEL_BETA, tau: LEVEL_TAU, limitSigma: true } as const;

/** An athlete as they come to a game: their stored rating and when they last played (null: never). */
export type GameAthlete = SkillRating & { id: string; lastGameAt: Date | null };

/** A doubles game between two pairs of `P` (athletes, or their ids), scored in sets won. */
export type DoublesGame<P> = {
  teamA: readonly [P, P];
  teamB: readonly [P, P];
  setsA: number;
  setsB: number;
  at: Date;
};

export type GameInput = DoublesGame<GameAthlete>;

export type RatedAthlete = {
  id: string;
  /** σ grown by time away, as the athlete entered the game. */
  before: SkillRating;
  after: SkillRating;
  /** Displayed level after minus before (both rounded and clamped as shown). */
  levelChange: number;
};

export type RatedGame = {
  /** Chance team A had of winning, before the game (0–1); team B's is 1 − it. */
  winChanceA: number;
  teamA: readonly [RatedAthlete, RatedAthlete];
  teamB: readonly [RatedAthlete, RatedAthlete];
};

/** The chance the first team wins, from the ratings as they enter the game. */
export function winChance(teamA: readonly SkillRating[], teamB: readonly SkillRating[]): number {
  return predictWin([teamA.map(plain), teamB.map(plain)], MODEL)[0]!;
}

const plain = ({ mu, sigma }: SkillRating): SkillRating => ({ mu, sigma });
const pair = <T>(list: readonly T[]): readonly [T, T] => [list[0]!, list[1]!];

export function rateGame(game: GameInput): RatedGame {
  const { setsA, setsB } = game;
  if (!Number.isInteger(setsA) || !Number.isInteger(setsB) || setsA < 0 || setsB < 0 || setsA === setsB) {
    throw new RangeError(`a game needs a winner in whole sets: ${setsA}–${setsB}`);
  }
  const ids = [...game.teamA, ...game.teamB].map((athlete) => athlete.id);
  if (new Set(ids).size !== ids.length) throw new RangeError(`an athlete appears twice in one game: ${ids.join(', ')}`);
  const entering = (athlete: GameAthlete): SkillRating => ({ mu: athlete.mu, sigma: sigmaAfterAway(athlete.sigma, athlete.lastGameAt, game.at) });
  const beforeA = game.teamA.map(entering);
  const beforeB = game.teamB.map(entering);
  const [afterA, afterB] = rate([beforeA, beforeB], { ...MODEL, score: [setsA, setsB], margin: SET_MARGIN });
  const rated = (team: readonly GameAthlete[], before: SkillRating[], after: SkillRating[]) =>
    pair(
      team.map((athlete, index): RatedAthlete => {
        const next = plain(after[index]!);
        return { id: athlete.id, before: before[index]!, after: next, levelChange: levelOf(next.mu) - levelOf(before[index]!.mu) };
      }),
    );
  return {
    winChanceA: winChance(beforeA, beforeB),
    teamA: rated(game.teamA, beforeA, afterA!),
    teamB: rated(game.teamB, beforeB, afterB!),
  };
}
