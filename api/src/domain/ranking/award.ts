import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Category } from '@areia/shared/core/rules/category';
import type { Classified } from '@areia/shared/core/rules/placements';
import type { CategoryHistory } from '@areia/shared/core/rules/ranking/category-hysteresis';
import { levelOf } from '@areia/shared/core/rules/ranking/level';
import { rankingPointsAt, RESULT_WINDOW_MS } from '@areia/shared/core/rules/ranking/points-window';
import { applyChampionship, type AthleteState, type ChampionshipGame } from '@areia/shared/core/rules/ranking/replay';
import { games, rankingGameChanges, rankingResults, teamMembers, users } from '../../platform/db/schema';
import { rankingStateColumns, storedCategory, storedSkill } from './level';
import type { ChampionshipRow } from '../championship/games';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import type { Tx } from '../../platform/db/tx';

/**
 * The earned ranking at a championship's finish and reopen, inside the caller's transaction: the finish applies the
 * shared replay step (`applyChampionship`) to the championship's athletes only, and keeps their state from before it
 * so a reopen writes it back exactly.
 */

export type UserState = Pick<
  typeof users.$inferSelect,
  'id' | 'createdAt' | 'rating' | 'rankingPoints' | 'levelMu' | 'levelSigma' | 'lastGameAt' | 'category' | 'categoryUpAt' | 'categoryDownAt'
>;

/**
 * The category state as a history the replay reads (its last category and its last moves up and down): the full
 * history is not kept, only what the next decision depends on.
 */
export function historyOf(user: UserState): CategoryHistory {
  const category = storedCategory(user);
  const moves: CategoryHistory[number][] = [{ category, at: user.createdAt, move: 'start' }];
  if (user.categoryDownAt) moves.push({ category, at: user.categoryDownAt, move: 'down' });
  if (user.categoryUpAt) moves.push({ category, at: user.categoryUpAt, move: 'up' });
  return moves;
}

/**
 * The championship's games in the order they are rated (phase, scheduled time, bracket slot, id), each at its
 * scheduled time, held back to the one before so the replay's stable sort by time keeps this order.
 */
async function ratedGames(tx: Tx, championshipId: string, playersOf: Map<string, [string, string]>, now: Date) {
  const rows = await tx
    .select({ id: games.id, teamAId: games.teamAId, teamBId: games.teamBId, scoreA: games.scoreA, scoreB: games.scoreB, sets: games.sets, scheduledAt: games.scheduledAt })
    .from(games)
    .where(and(eq(games.championshipId, championshipId), eq(games.status, 'finalizado')))
    .orderBy(asc(games.phase), sql`${games.scheduledAt} ASC NULLS LAST`, sql`${games.bracketSlot} ASC NULLS FIRST`, asc(games.id));
  let last = 0;
  return rows.flatMap((row) => {
    const teamA = playersOf.get(row.teamAId);
    const teamB = playersOf.get(row.teamBId);
    // Only doubles with a winner in sets move levels.
    if (!teamA || !teamB || row.scoreA === null || row.scoreB === null || row.scoreA === row.scoreB) return [];
    last = Math.max(last, (row.scheduledAt ?? now).getTime());
    const game: ChampionshipGame = { teamA, teamB, setsA: row.scoreA, setsB: row.scoreB, at: new Date(last) };
    return [{ id: row.id, sets: row.sets, game }];
  });
}

/**
 * Awards a finished championship: points by placement, every game rated, categories decided — its athletes only,
 * whose rows the caller has locked (`lockUsers`, domain/championship/finish.ts) before this reads them.
 */
export async function awardChampionship(tx: Tx, championship: ChampionshipRow, placements: Classified[], now: Date): Promise<void> {
  if (placements.length === 0) return;
  const placeOf = new Map(placements.map((item) => [item.teamId, item.place]));
  const members = await tx
    .select({ teamId: teamMembers.teamId, playerId: teamMembers.playerId })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, [...placeOf.keys()]))
    .orderBy(asc(teamMembers.teamId), asc(teamMembers.position));
  const byTeam = new Map<string, string[]>();
  for (const member of members) byTeam.set(member.teamId, [...(byTeam.get(member.teamId) ?? []), member.playerId]);
  const athleteIds = [...new Set(members.map((member) => member.playerId))];
  if (athleteIds.length === 0) return;

  const stateRows: UserState[] = await tx
    .select({ id: users.id, createdAt: users.createdAt, ...rankingStateColumns })
    .from(users)
    .where(inArray(users.id, athleteIds))
    .orderBy(asc(users.id));
  // Results still in the window: all that can count among the best 5 from now on.
  const windowResults = await tx
    .select({ athleteId: rankingResults.athleteId, championshipId: rankingResults.championshipId, points: rankingResults.points, finalizedAt: rankingResults.finalizedAt })
    .from(rankingResults)
    .where(and(inArray(rankingResults.athleteId, athleteIds), gt(rankingResults.finalizedAt, new Date(now.getTime() - RESULT_WINDOW_MS))));

  const pairs = new Map([...byTeam].flatMap(([teamId, players]) => (players.length === 2 ? [[teamId, [players[0]!, players[1]!] as [string, string]] as const] : [])));
  const rated = await ratedGames(tx, championship.id, pairs, now);
  const state = new Map(
    stateRows.map((user): [string, AthleteState] => [
      user.id,
      {
        id: user.id,
        createdAt: user.createdAt,
        rating: storedSkill(user),
        lastGameAt: user.lastGameAt,
        results: windowResults.filter((result) => result.athleteId === user.id),
        categories: historyOf(user),
      },
    ]),
  );
  const outcome = applyChampionship(state, {
    id: championship.id,
    category: championship.category as Category,
    finalizedAt: now,
    placements: [...byTeam].map(([teamId, players]) => ({ players, placement: placeOf.get(teamId)! })),
    games: rated.map((item) => item.game),
  });

  const before = new Map(stateRows.map((user) => [user.id, user]));
  const decided = new Map(outcome.categories.map((item) => [item.athleteId, item.decision.state]));
  const resultRows = outcome.points.map((award) => {
    const was = before.get(award.athleteId)!;
    const after = outcome.state.get(award.athleteId)!;
    return {
      athleteId: award.athleteId,
      championshipId: championship.id,
      placement: award.placement,
      points: award.points,
      finalizedAt: now,
      levelBefore: levelOf(storedSkill(was).mu),
      levelAfter: levelOf(after.rating.mu),
      beforeRating: was.rating,
      beforeRankingPoints: was.rankingPoints,
      beforeLevelMu: was.levelMu,
      beforeLevelSigma: was.levelSigma,
      beforeLastGameAt: was.lastGameAt,
      beforeCategory: was.category,
      beforeCategoryUpAt: was.categoryUpAt,
      beforeCategoryDownAt: was.categoryDownAt,
    };
  });
  await tx.insert(rankingResults).values(resultRows);

  const changeRows = outcome.games.flatMap(({ rated: result }, order) => {
    const { id: gameId, sets } = rated[order]!;
    const side = (team: typeof result.teamA, opponents: typeof result.teamB, chance: number, setsWon: number, setsLost: number, flip: boolean) =>
      team.map((athlete, index) => ({
        gameId,
        athleteId: athlete.id,
        championshipId: championship.id,
        ratedOrder: order,
        partnerId: team[1 - index]!.id,
        opponentIds: opponents.map((opponent) => opponent.id),
        setsWon,
        setsLost,
        sets: sets && flip ? sets.map((set) => ({ a: set.b, b: set.a })) : sets,
        winChance: chance,
        levelBefore: levelOf(athlete.before.mu),
        levelAfter: levelOf(athlete.after.mu),
        levelChange: athlete.levelChange,
      }));
    const { setsA, setsB } = outcome.games[order]!.game;
    return [...side(result.teamA, result.teamB, result.winChanceA, setsA, setsB, false), ...side(result.teamB, result.teamA, 1 - result.winChanceA, setsB, setsA, true)];
  });
  if (changeRows.length > 0) await tx.insert(rankingGameChanges).values(changeRows);

  // One statement for every athlete's new state; μ/σ and the level change only for those who played a rated game.
  const played = new Set(outcome.games.flatMap(({ rated: result }) => [...result.teamA, ...result.teamB].map((athlete) => athlete.id)));
  const next = athleteIds.map((id) => {
    const was = before.get(id)!;
    const athlete = outcome.state.get(id)!;
    const category = decided.get(id)!;
    const moved = played.has(id);
    return {
      id,
      rating: moved ? levelOf(athlete.rating.mu) : was.rating,
      points: rankingPointsAt(athlete.results, now),
      mu: moved ? athlete.rating.mu : was.levelMu,
      sigma: moved ? athlete.rating.sigma : was.levelSigma,
      last_game_at: athlete.lastGameAt?.toISOString() ?? null,
      category: category.category,
      up_at: category.lastUpAt?.toISOString() ?? null,
      down_at: category.lastDownAt?.toISOString() ?? null,
    };
  });
  await tx.execute(sql`UPDATE ${users} SET rating = data.rating, ranking_points = data.points, level_mu = data.mu, level_sigma = data.sigma,
      last_game_at = data.last_game_at, category = data.category, category_up_at = data.up_at, category_down_at = data.down_at
    FROM jsonb_to_recordset(${JSON.stringify(next)}::jsonb)
      AS data(id uuid, rating int, points int, mu double precision, sigma double precision, last_game_at timestamptz, category text, up_at timestamptz, down_at timestamptz)
    WHERE ${users.id} = data.id`);
}

/**
 * Undoes a championship's award, its athletes' rows locked by the caller: refused (422) when one of them already has a
 * later finished championship or a later rated open game, whose levels started from this one's; otherwise their level, rating and category go
 * back to what they were before its finish, and their ranking points are recomputed at `now` from the results left in
 * the 365-day window (best 5, as the award counts them): a result the daily expiry dropped since the finish stays
 * dropped, where the total kept from before the finish would still hold it.
 */
export async function revokeChampionship(tx: Tx, championshipId: string, now: Date): Promise<void> {
  const [later] = await tx.execute<{ one: number }>(sql`SELECT 1 AS one FROM ${rankingResults} mine
      JOIN ${rankingResults} later ON later.athlete_id = mine.athlete_id
        AND (later.finalized_at, later.championship_id) > (mine.finalized_at, mine.championship_id)
      WHERE mine.championship_id = ${championshipId}::uuid LIMIT 1`).then((result) => (result as unknown as { rows: { one: number }[] }).rows);
  if (later) throw new HttpError(422, messages.reopenAfterLaterResult);
  // An open game rated since started from the levels this finish left (domain/ranking/open-game.ts): writing back the
  // levels from before it would silently undo that game's moves.
  const [openGame] = await tx.execute<{ one: number }>(sql`SELECT 1 AS one FROM ${rankingResults} mine
      JOIN open_game_players played ON played.user_id = mine.athlete_id AND played.rated_at IS NOT NULL AND played.rated_at > mine.finalized_at
      WHERE mine.championship_id = ${championshipId}::uuid LIMIT 1`).then((result) => (result as unknown as { rows: { one: number }[] }).rows);
  if (openGame) throw new HttpError(422, messages.reopenAfterOpenGame);
  const athletes = await tx.select({ id: rankingResults.athleteId }).from(rankingResults).where(eq(rankingResults.championshipId, championshipId));
  if (athletes.length > 0) {
    const ids = athletes.map((athlete) => athlete.id);
    const remaining = await tx
      .select({ athleteId: rankingResults.athleteId, championshipId: rankingResults.championshipId, points: rankingResults.points, finalizedAt: rankingResults.finalizedAt })
      .from(rankingResults)
      .where(
        and(
          inArray(rankingResults.athleteId, ids),
          ne(rankingResults.championshipId, championshipId),
          gt(rankingResults.finalizedAt, new Date(now.getTime() - RESULT_WINDOW_MS)),
        ),
      );
    const points = ids.map((id) => ({ id, points: rankingPointsAt(remaining.filter((result) => result.athleteId === id), now) }));
    // One UPDATE of users: each one fires the statement triggers that keep the ranking's counts (0022_points_order.sql).
    await tx.execute(sql`UPDATE ${users} SET rating = r.before_rating, ranking_points = data.points,
        level_mu = r.before_level_mu, level_sigma = r.before_level_sigma, last_game_at = r.before_last_game_at,
        category = r.before_category, category_up_at = r.before_category_up_at, category_down_at = r.before_category_down_at
      FROM ${rankingResults} r JOIN jsonb_to_recordset(${JSON.stringify(points)}::jsonb) AS data(id uuid, points int) ON data.id = r.athlete_id
      WHERE r.championship_id = ${championshipId}::uuid AND ${users.id} = r.athlete_id`);
  }
  await tx.delete(rankingGameChanges).where(eq(rankingGameChanges.championshipId, championshipId));
  await tx.delete(rankingResults).where(eq(rankingResults.championshipId, championshipId));
}
