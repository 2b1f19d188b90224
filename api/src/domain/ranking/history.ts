import { sql, type SQL } from 'drizzle-orm';
import { openGameTitle } from '@areia/shared/core/rules/open-game';
import { RESULT_WINDOW_MS, BEST_RESULTS_COUNTED } from '@areia/shared/core/rules/ranking/points-window';
import type { HistoryEntry, HistoryGame } from '@areia/shared/core/schemas/ranking-history';
import type { AppDeps } from '../../deps';
import { uuidArray } from '../../platform/http/paging';

/** A row of the history page with its cursor key (finalized_at as text, microseconds kept). */
export type HistoryRow = Omit<HistoryEntry, 'counts' | 'games'> & { finalizedKey: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * An athlete's finalized championships and rated open games of a modality, newest first (finalized_at or rated_at,
 * then id, desc: backward walks of ranking_results_athlete_idx and open_game_players_rated_idx, merged), `rows` of them
 * after the cursor's key.
 */
export async function historyRows(deps: AppDeps, input: { athleteId: string; modalityId: string; after: [string, string] | undefined; rows: number }): Promise<HistoryRow[]> {
  const after = (at: SQL, id: SQL) => (input.after ? sql`AND (${at}, ${id}) < (${input.after[0]}::timestamptz, ${input.after[1]}::uuid)` : sql``);
  const result = await deps.db.execute(sql`(SELECT 'championship' AS kind, r.championship_id AS id, c.title, c.occurs, r.placement, r.points,
      r.level_before, r.level_after, r.finalized_at AS at, r.finalized_at::text AS finalized_key
    FROM ranking_results r JOIN championships c ON c.id = r.championship_id
    WHERE r.athlete_id = ${input.athleteId}::uuid AND c.modality_id = ${input.modalityId}::uuid ${after(sql`r.finalized_at`, sql`r.championship_id`)}
    ORDER BY r.finalized_at DESC, r.championship_id DESC LIMIT ${input.rows})
    UNION ALL
    (SELECT 'open_game' AS kind, p.game_id AS id, a.name AS title, g.starts_at AS occurs, 0 AS placement, 0 AS points,
      p.level_before, p.level_after, p.rated_at AS at, p.rated_at::text AS finalized_key
    FROM open_game_players p JOIN open_games g ON g.id = p.game_id JOIN arenas a ON a.id = g.arena_id
    WHERE p.user_id = ${input.athleteId}::uuid AND p.rated_at IS NOT NULL AND g.modality_id = ${input.modalityId}::uuid
      ${after(sql`p.rated_at`, sql`p.game_id`)}
    ORDER BY p.rated_at DESC, p.game_id DESC LIMIT ${input.rows})
    ORDER BY at DESC, id DESC LIMIT ${input.rows}`);
  type Raw = {
    kind: 'championship' | 'open_game';
    id: string;
    title: string;
    occurs: Date | string;
    placement: number;
    points: number;
    level_before: number;
    level_after: number;
    finalized_key: string;
  };
  return rowsOf<Raw>(result).map((row) => ({
    kind: row.kind,
    championship_id: row.id,
    title: row.kind === 'open_game' ? openGameTitle(row.title) : row.title,
    occurs: new Date(row.occurs).toISOString(),
    finalized_at: new Date(row.finalized_key).toISOString(),
    placement: Number(row.placement),
    points: Number(row.points),
    level_before: Number(row.level_before),
    level_after: Number(row.level_after),
    finalizedKey: row.finalized_key,
  }));
}

/**
 * The championships among the athlete's best 5 results in the 365-day window at `now`, in the order of
 * compareResults (points, the newer, then id): at most 5 rows read from the athlete's window.
 */
export async function countingChampionships(deps: AppDeps, athleteId: string, now: Date): Promise<Set<string>> {
  const result = await deps.db.execute(sql`SELECT championship_id FROM ranking_results
    WHERE athlete_id = ${athleteId}::uuid AND finalized_at <= ${now.toISOString()}::timestamptz
      AND finalized_at > ${new Date(now.getTime() - RESULT_WINDOW_MS).toISOString()}::timestamptz
    ORDER BY points DESC, finalized_at DESC, championship_id LIMIT ${BEST_RESULTS_COUNTED}`);
  return new Set(rowsOf<{ championship_id: string }>(result).map((row) => row.championship_id));
}

/**
 * The athlete's rated games in the page's entries, by entry id (the championship, in the order its games were rated;
 * an open game, its one game).
 */
export async function historyGames(deps: AppDeps, athleteId: string, page: readonly Pick<HistoryRow, 'kind' | 'championship_id'>[]): Promise<Map<string, HistoryGame[]>> {
  const games = new Map<string, HistoryGame[]>();
  const championshipIds = page.filter((entry) => entry.kind === 'championship').map((entry) => entry.championship_id);
  const openGameIds = page.filter((entry) => entry.kind === 'open_game').map((entry) => entry.championship_id);
  if (openGameIds.length > 0) await openGameChanges(deps, athleteId, openGameIds, games);
  if (championshipIds.length === 0) return games;
  const result = await deps.db.execute(sql`SELECT g.championship_id, g.game_id, g.sets_won, g.sets_lost, g.sets, g.win_chance, g.level_change,
      json_build_object('id', p.id, 'nickname', p.nickname) AS partner,
      (SELECT json_agg(json_build_object('id', o.id, 'nickname', o.nickname) ORDER BY array_position(g.opponent_ids, o.id))
        FROM users o WHERE o.id = ANY(g.opponent_ids)) AS opponents
    FROM ranking_game_changes g JOIN users p ON p.id = g.partner_id
    WHERE g.athlete_id = ${athleteId}::uuid AND g.championship_id = ANY(${uuidArray(championshipIds)}::uuid[])
    ORDER BY g.championship_id, g.rated_order`);
  type Raw = {
    championship_id: string;
    game_id: string;
    sets_won: number;
    sets_lost: number;
    sets: { a: number; b: number }[] | null;
    win_chance: number;
    level_change: number;
    partner: HistoryGame['partner'];
    opponents: HistoryGame['opponents'];
  };
  for (const row of rowsOf<Raw>(result)) {
    const list = games.get(row.championship_id) ?? [];
    list.push({
      game_id: row.game_id,
      partner: row.partner,
      opponents: row.opponents,
      sets: { won: Number(row.sets_won), lost: Number(row.sets_lost), scores: (row.sets ?? []).map((set) => ({ own: set.a, other: set.b })) },
      win_chance: Number(row.win_chance),
      level_change: Number(row.level_change),
    });
    games.set(row.championship_id, list);
  }
  return games;
}

/** The athlete's rated open games of the page, each its one game, as open_game_players recorded it. */
async function openGameChanges(deps: AppDeps, athleteId: string, gameIds: string[], games: Map<string, HistoryGame[]>) {
  const result = await deps.db.execute(sql`SELECT g.game_id, g.sets_won, g.sets_lost, g.sets, g.win_chance, g.level_change,
      json_build_object('id', p.id, 'nickname', p.nickname) AS partner,
      (SELECT json_agg(json_build_object('id', o.id, 'nickname', o.nickname) ORDER BY array_position(g.opponent_ids, o.id))
        FROM users o WHERE o.id = ANY(g.opponent_ids)) AS opponents
    FROM open_game_players g JOIN users p ON p.id = g.partner_id
    WHERE g.user_id = ${athleteId}::uuid AND g.game_id = ANY(${uuidArray(gameIds)}::uuid[]) AND g.rated_at IS NOT NULL`);
  type Raw = {
    game_id: string;
    sets_won: number;
    sets_lost: number;
    sets: { a: number; b: number }[] | null;
    win_chance: number;
    level_change: number;
    partner: HistoryGame['partner'];
    opponents: HistoryGame['opponents'];
  };
  for (const row of rowsOf<Raw>(result)) {
    games.set(row.game_id, [
      {
        game_id: row.game_id,
        partner: row.partner,
        opponents: row.opponents,
        sets: { won: Number(row.sets_won), lost: Number(row.sets_lost), scores: (row.sets ?? []).map((set) => ({ own: set.a, other: set.b })) },
        win_chance: Number(row.win_chance),
        level_change: Number(row.level_change),
      },
    ]);
  }
}
