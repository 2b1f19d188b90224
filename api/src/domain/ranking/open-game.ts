import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ENTRY_CATEGORY } from '@areia/shared/core/rules/category';
import { levelOf } from '@areia/shared/core/rules/ranking/level';
import { applyChampionship, type AthleteState } from '@areia/shared/core/rules/ranking/replay';
import type { SetPoints } from '@areia/shared/core/rules/score';
import { openGamePlayers, users } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import { historyOf } from './award';
import { rankingStateColumns, storedSkill } from './level';

export type RatedOpenGame = {
  gameId: string;
  /** The reporter's pair, and the other. */
  teamA: readonly [string, string];
  teamB: readonly [string, string];
  /** Set points from side A. */
  sets: readonly SetPoints[];
  /** When it was played: its level moves are dated then, as a championship's games are. */
  at: Date;
};

/**
 * A competitive open game's confirmed score moves the four levels exactly as one game of a championship does: it is
 * rated by the same replay step (`applyChampionship`, through `rateGame`), as a "championship" of one game and no
 * placements, so it earns no ranking points. Only μ, σ, the level and the last game move: the category stays a
 * championship finish's decision (domain/ranking/award.ts), taken from the level these games leave. Each player's
 * move is recorded on their place (open_game_players) for the history. The four rows must be locked by the caller.
 */
export async function rateOpenGame(tx: Tx, game: RatedOpenGame, now: Date): Promise<void> {
  const ids = [...game.teamA, ...game.teamB];
  const rows = await tx
    .select({ id: users.id, createdAt: users.createdAt, ...rankingStateColumns })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id));
  const state = new Map(
    rows.map((user): [string, AthleteState] => [
      user.id,
      { id: user.id, createdAt: user.createdAt, rating: storedSkill(user), lastGameAt: user.lastGameAt, results: [], categories: historyOf(user) },
    ]),
  );
  const setsA = game.sets.filter((set) => set.a > set.b).length;
  const setsB = game.sets.length - setsA;
  const outcome = applyChampionship(state, {
    id: game.gameId,
    category: ENTRY_CATEGORY,
    finalizedAt: now,
    placements: [],
    games: [{ teamA: game.teamA, teamB: game.teamB, setsA, setsB, at: game.at }],
  });
  const rated = outcome.games[0]!.rated;
  const side = (team: typeof rated.teamA, opponents: typeof rated.teamB, chance: number, won: number, lost: number, flip: boolean) =>
    team.map((athlete, index) => ({
      userId: athlete.id,
      partnerId: team[1 - index]!.id,
      opponentIds: opponents.map((opponent) => opponent.id),
      setsWon: won,
      setsLost: lost,
      sets: flip ? game.sets.map((set) => ({ a: set.b, b: set.a })) : [...game.sets],
      winChance: chance,
      levelBefore: levelOf(athlete.before.mu),
      levelAfter: levelOf(athlete.after.mu),
      levelChange: athlete.levelChange,
    }));
  const moves = [...side(rated.teamA, rated.teamB, rated.winChanceA, setsA, setsB, false), ...side(rated.teamB, rated.teamA, 1 - rated.winChanceA, setsB, setsA, true)];
  for (const { userId, ...move } of moves) {
    await tx
      .update(openGamePlayers)
      .set({ ratedAt: now, ...move })
      .where(and(eq(openGamePlayers.gameId, game.gameId), eq(openGamePlayers.userId, userId)));
  }
  const next = ids.map((id) => {
    const athlete = outcome.state.get(id)!;
    return { id, rating: levelOf(athlete.rating.mu), mu: athlete.rating.mu, sigma: athlete.rating.sigma, last_game_at: athlete.lastGameAt?.toISOString() ?? null };
  });
  await tx.execute(sql`UPDATE ${users} SET rating = data.rating, level_mu = data.mu, level_sigma = data.sigma,
      last_game_at = GREATEST(${users.lastGameAt}, data.last_game_at)
    FROM jsonb_to_recordset(${JSON.stringify(next)}::jsonb) AS data(id uuid, rating int, mu double precision, sigma double precision, last_game_at timestamptz)
    WHERE ${users.id} = data.id`);
}
