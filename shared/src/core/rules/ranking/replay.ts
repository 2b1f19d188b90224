/**
 * Every athlete's ranking state replayed from their starting values over an ordered list of finalized championships:
 * points, level (μ, σ) and category. Pure and deterministic, so it is the oracle for anything that updates stored rows
 * one finish at a time: finalizing (`applyChampionship` on the championship's athletes only), and reopening and
 * correcting one (replay from the state before it; `athletesAffectedBy` says whose rows can differ).
 *
 * Within a championship the games are rated in the order they were played (stable for equal times); a forfeit moves
 * no level. At the finish every team earns its placement's points (the field is the number of placed teams), and each
 * athlete who took part gets the category check on the conservative level their games left.
 */
import { ENTRY_CATEGORY, categoryForRating, type Category, type RankedCategory } from '@areia/shared/core/rules/category';
import { categoryStateOf, nextCategory, recordCategoryDecision, type CategoryDecision, type CategoryHistory } from '@areia/shared/core/rules/ranking/category-hysteresis';
import { conservativeLevel, levelOf, newAccountRating, ratingFromStaticRating, reliabilityAt, type SkillRating } from '@areia/shared/core/rules/ranking/level';
import { championshipPoints } from '@areia/shared/core/rules/ranking/points';
import { rankingPointsAt, type RankingResult } from '@areia/shared/core/rules/ranking/points-window';
import { compareRankingGeral } from '@areia/shared/core/rules/ranking/ranking-order';
import { rateGame, type DoublesGame, type GameAthlete, type RatedGame } from '@areia/shared/core/rules/ranking/rate-game';

export type AthleteState = {
  id: string;
  createdAt: Date;
  rating: SkillRating;
  /** The instant of their last rated game; null until they play one. */
  lastGameAt: Date | null;
  results: readonly RankingResult[];
  categories: CategoryHistory;
};

export type RankingState = ReadonlyMap<string, AthleteState>;

/** A game of the championship by athlete ids; a forfeit is kept for the record but moves no level. */
export type ChampionshipGame = DoublesGame<string> & { forfeit?: boolean };

export type FinalizedChampionship = {
  id: string;
  category: Category;
  finalizedAt: Date;
  /** Every team's final placement (1 = champion; knockout losers of a round share one). */
  placements: readonly { players: readonly string[]; placement: number }[];
  games: readonly ChampionshipGame[];
};

/** An athlete as they start: a new account (Estreante, no reliability) or one with a former static rating. */
export function startingAthlete(id: string, createdAt: Date, staticRating: number | null = null): AthleteState {
  const rating = staticRating === null ? newAccountRating() : ratingFromStaticRating(staticRating);
  const category: RankedCategory = staticRating === null ? ENTRY_CATEGORY : categoryForRating(staticRating).category;
  return { id, createdAt, rating, lastGameAt: null, results: [], categories: [{ category, at: createdAt, move: 'start' }] };
}

export const startingState = (athletes: readonly AthleteState[]): RankingState => new Map(athletes.map((athlete) => [athlete.id, athlete]));

export type ChampionshipOutcome = {
  state: RankingState;
  /** Each rated game with its ratings before and after, in the order rated. */
  games: { game: ChampionshipGame; rated: RatedGame }[];
  points: { athleteId: string; placement: number; points: number }[];
  categories: { athleteId: string; decision: CategoryDecision }[];
};

/** Everyone who took part: placed, or in one of its games. */
export const championshipAthletes = (championship: FinalizedChampionship): Set<string> =>
  new Set([...championship.placements.flatMap((team) => team.players), ...championship.games.flatMap((game) => [...game.teamA, ...game.teamB])]);

/** The games that move levels, in the order they were played (equal times keep the list's order). */
const ratedGamesInOrder = (games: readonly ChampionshipGame[]): ChampionshipGame[] =>
  games.filter((game) => !game.forfeit).sort((x, y) => x.at.getTime() - y.at.getTime());

/** The championship's finish applied to the state: only its athletes change. */
export function applyChampionship(state: RankingState, championship: FinalizedChampionship): ChampionshipOutcome {
  const next = new Map(state);
  const get = (id: string) => {
    const athlete = next.get(id);
    if (!athlete) throw new RangeError(`unknown athlete ${id} in championship ${championship.id}`);
    return athlete;
  };
  const games: ChampionshipOutcome['games'] = [];
  for (const game of ratedGamesInOrder(championship.games)) {
    const entering = (id: string): GameAthlete => ({ id, ...get(id).rating, lastGameAt: get(id).lastGameAt });
    const rated = rateGame({ teamA: [entering(game.teamA[0]), entering(game.teamA[1])], teamB: [entering(game.teamB[0]), entering(game.teamB[1])], setsA: game.setsA, setsB: game.setsB, at: game.at });
    for (const player of [...rated.teamA, ...rated.teamB]) next.set(player.id, { ...get(player.id), rating: player.after, lastGameAt: game.at });
    games.push({ game, rated });
  }

  const points: ChampionshipOutcome['points'] = [];
  const placementOf = new Map<string, number>();
  for (const team of championship.placements) {
    const earned = championshipPoints(championship.category, team.placement, championship.placements.length);
    for (const athleteId of team.players) {
      const athlete = get(athleteId);
      if (placementOf.has(athleteId) || athlete.results.some((result) => result.championshipId === championship.id)) {
        throw new RangeError(`athlete ${athleteId} placed twice in championship ${championship.id}`);
      }
      placementOf.set(athleteId, team.placement);
      next.set(athleteId, { ...athlete, results: [...athlete.results, { championshipId: championship.id, points: earned, finalizedAt: championship.finalizedAt }] });
      points.push({ athleteId, placement: team.placement, points: earned });
    }
  }

  const categories: ChampionshipOutcome['categories'] = [];
  for (const athleteId of [...championshipAthletes(championship)].sort()) {
    const athlete = get(athleteId);
    const decision = nextCategory(categoryStateOf(athlete.categories), {
      at: championship.finalizedAt,
      conservativeLevel: conservativeLevel(athlete.rating),
    });
    next.set(athleteId, { ...athlete, categories: recordCategoryDecision(athlete.categories, decision, championship.finalizedAt) });
    categories.push({ athleteId, decision });
  }
  return { state: next, games, points, categories };
}

export function replayChampionships(state: RankingState, championships: readonly FinalizedChampionship[]): RankingState {
  return championships.reduce((current, championship) => applyChampionship(current, championship).state, state);
}

/**
 * Athletes whose state may differ when `changed` athletes' results in one championship change: they, and anyone who
 * later shares a game with an affected athlete (that game used the changed level), game by game. Everyone else's rows
 * stay as stored.
 */
export function athletesAffectedBy(changed: Iterable<string>, later: readonly FinalizedChampionship[]): Set<string> {
  const affected = new Set(changed);
  for (const championship of later) {
    for (const game of ratedGamesInOrder(championship.games)) {
      const players = [...game.teamA, ...game.teamB];
      if (players.some((id) => affected.has(id))) for (const id of players) affected.add(id);
    }
  }
  return affected;
}

export type Standing = {
  id: string;
  rankingPoints: number;
  level: number;
  /** 0–100, from σ grown to `now`. */
  levelReliability: number;
  conservativeLevel: number;
  category: RankedCategory;
  mu: number;
  sigma: number;
};

/** What every athlete shows at `now`, in Ranking Geral order. */
export function rankingStandings(state: RankingState, now: Date): Standing[] {
  const rows = [...state.values()].map((athlete) => ({
    createdAt: athlete.createdAt,
    standing: {
      id: athlete.id,
      rankingPoints: rankingPointsAt(athlete.results, now),
      level: levelOf(athlete.rating.mu),
      levelReliability: reliabilityAt(athlete.rating, athlete.lastGameAt, now),
      conservativeLevel: conservativeLevel(athlete.rating),
      category: categoryStateOf(athlete.categories).category,
      mu: athlete.rating.mu,
      sigma: athlete.rating.sigma,
    },
  }));
  rows.sort((x, y) => compareRankingGeral({ ...x.standing, createdAt: x.createdAt }, { ...y.standing, createdAt: y.createdAt }));
  return rows.map((row) => row.standing);
}
