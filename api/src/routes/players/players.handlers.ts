import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Player } from '@areia/shared/core/schemas/player';
import { VOLEI_MODALITY_NAME } from '@areia/shared/core/modality';
import { modalities, users } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { confirmSession, sessionLiveSql, sessionParams } from '../../platform/auth/auth';
import { levelView } from '../../domain/ranking/level';
import { countingChampionships, historyGames, historyRows } from '../../domain/ranking/history';
import { categoryFloor, floorExplanation } from '@areia/shared/core/rules/category';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { absoluteUrl } from '../../platform/media/media';
import { messages } from '../../platform/http/messages';
import { limitSql, preparedOnce, type Statement } from '../../platform/db/prepared';
import { answerPage, cursorTimestamp, cursorUuid, decodeCursor, pageLimit } from '../../platform/http/paging';
import { playerWords, searchFoldContains, searchIndexFor, searchPageIdsSql, searchValues, type SearchIndex } from '../../platform/db/search';
import { monthKey, pagePositionCtes, pagePositionJoins, pagePositionSql, positionAt } from '../../domain/ranking/ranking';
import type { PlayerStatistics, StatisticsColumns } from '../../domain/ranking/statistics';
import { pageStatisticsCtes, pageStatisticsJoins, sixMonthsBefore, statisticsFieldsSql, statisticsLaterals, statisticsOf } from '../../domain/ranking/statistics';
import { oneYearBefore } from '@areia/shared/core/rules/ranking/category-hysteresis';
import { assertModality, findChampionship } from '../../domain/championship/data';
import { choiceReason, choiceRowsSql, choiceRule, choiceStatementName, type ChoiceShape } from '../../domain/players/choices';
import type { getPlayerHistoryRoute, getPlayerRoute, listPlayersRoute } from './players.routes';

type PublicRow = {
  id: string;
  nickname: string;
  fullName: string | null;
  avatarPath: string | null;
  rating: number;
  /** The category a finish decided; null before any. */
  category: string | null;
  whatsapp: string | null;
  rankingPoints: number;
  levelMu: number | null;
  levelSigma: number | null;
  /** As JSON text. */
  lastGameAt: string | null;
  /** This month's snapshot position; null before it or for players who joined after it. */
  snapshot: number | null;
};

function toPlayer(
  c: Context,
  deps: AppDeps,
  row: PublicRow,
  ranking: number,
  stats: PlayerStatistics,
): Player {
  const now = nowOf(deps);
  const floor = categoryFloor(row, stats.titles, now);
  const lastGameAt = row.lastGameAt === null ? null : new Date(row.lastGameAt);
  const level = levelView({ ...row, lastGameAt }, now);
  return {
    id: row.id,
    name: row.fullName ?? row.nickname,
    full_name: row.fullName,
    nickname: row.nickname,
    avatar_url: absoluteUrl(c, deps, row.avatarPath),
    rating: row.rating,
    whatsapp: row.whatsapp,
    sports: [VOLEI_MODALITY_NAME],
    ranking,
    minCategory: floor.category,
    minScore: floor.minScore,
    minCategoryReason: floorExplanation(floor, { level: level.level, reliability: level.level_reliability }),
    ranking_points: row.rankingPoints,
    ...level,
    ranking_change: row.snapshot === null ? 0 : row.snapshot - ranking,
    statistics: {
      total_championships: stats.totalChampionships,
      total_championships_last_6_months: stats.championshipsLast6Months,
      wins: stats.wins,
      losses: stats.losses,
    },
  };
}

/**
 * The players' reads, each ONE statement (as the championship screens', championship-reads.ts): the session test, the
 * modality, the rows (only public columns, so CPF, email and birth date cannot leak into a player answer), their
 * general positions and statistics (domain/ranking/ranking.ts, domain/ranking/statistics.ts), built as JSON by the database. The ranking
 * pages, the searches (platform/db/search.ts) and the detail are named prepared statements (parsed and planned once per
 * connection on PostgreSQL); only a search for a term no index of search_fold can find is built per request. Before,
 * a page cost four round trips (modality, page, positions, statistics) and the session check a fifth.
 */
const now = sql`${sql.placeholder('now')}`;
const since = sql`${sql.placeholder('sixMonthsAgo')}`;
const yearAgo = sql`${sql.placeholder('yearAgo')}`;

/** A row of the page (or the player), with its general position and statistics. */
type PlayerJson = PublicRow & StatisticsColumns & { createdKey: string; position: number; part?: number; inTeam?: boolean };

/** The JSON object of a row named `alias` (with `played` and `finished` joined after it) and its position. */
const playerJson = (alias: string, position: SQL, choice = false) => {
  const row = sql.raw(alias);
  return sql`json_build_object('id', ${row}.id, 'nickname', ${row}.nickname, 'fullName', ${row}.full_name,
    'avatarPath', ${row}.avatar_path, 'rating', ${row}.rating, 'whatsapp', ${row}.whatsapp, 'createdKey', ${row}.created_at::text,
    'category', ${row}.category, 'rankingPoints', ${row}.ranking_points, 'levelMu', ${row}.level_mu, 'levelSigma', ${row}.level_sigma, 'lastGameAt', ${row}.last_game_at,
    'snapshot', (SELECT rs.position FROM ranking_snapshots rs WHERE rs.month = ${sql.placeholder('month')} AND rs.user_id = ${row}.id),
    'position', ${position}, ${statisticsFieldsSql}${choice ? sql`, 'part', ${row}.part, 'inTeam', ${row}.in_team` : sql``})`;
};

/** The Ranking Geral: points desc, level desc, created_at, id — as users_ranking_idx (points and level negated). */
const rankingOrder = [sql`-${users.rankingPoints}`, sql`-${users.rating}`, asc(users.createdAt), asc(users.id)];
const afterKey = sql`(${sql.placeholder('afterPoints')}::int, ${sql.placeholder('afterRating')}::int, ${sql.placeholder('afterCreated')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

/**
 * `rows`: the page's row count (limit + 1), written into the statement (`limitSql`). `search`: a term one of search_fold's
 * indexes can find (its value a placeholder: `searchPageIdsSql`), or one they cannot (written into the statement).
 */
type PageShape = { after: boolean; around?: boolean; search: { index: SearchIndex } | { index: undefined; term: string } | undefined; rows: number };

/** How many places above the athlete a page opened at them starts: they see who is just ahead. */
export const AROUND_ROWS_ABOVE = 3;

/**
 * The ranking key the page opened at a player starts from: the AROUND_ROWS_ABOVE-th row above them (fewer near the
 * top), read backward on the ranking's index from their own key (a row subquery: an index condition, so the walk starts
 * at them whatever their place); the first row of the ranking when the id is no player's.
 */
const aroundKey = sql`(SELECT k.p, k.r, k.c, k.i FROM (
    (SELECT a.p, a.r, a.c, a.i, 0 AS o FROM (
      SELECT -b.ranking_points AS p, -b.rating AS r, b.created_at AS c, b.id AS i FROM ${users} b
      WHERE b.plays AND (-b.ranking_points, -b.rating, b.created_at, b.id)
        <= (SELECT -m.ranking_points, -m.rating, m.created_at, m.id FROM ${users} m WHERE m.id = ${sql.placeholder('around')}::uuid AND m.plays)
      ORDER BY -b.ranking_points DESC, -b.rating DESC, b.created_at DESC, b.id DESC LIMIT ${AROUND_ROWS_ABOVE + 1}) a
    ORDER BY a.p, a.r, a.c, a.i LIMIT 1)
    UNION ALL
    (SELECT -t.ranking_points, -t.rating, t.created_at, t.id, 1 FROM ${users} t WHERE t.plays ORDER BY -t.ranking_points, -t.rating, t.created_at, t.id LIMIT 1)
  ) k ORDER BY k.o LIMIT 1)`;

/**
 * A page of the ranking (the rows after the cursor, or those matching the search) in one statement, numbered in
 * ranking order (`n`). An unfiltered page is a run of the ranking: the first page starts at 1, a later one at its
 * first row's position. A search page's rows are scattered: each row's position from the counts (`pagePositionSql`).
 */
function pageSql(db: Db, shape: PageShape | { choice: ChoiceShape }): SQL<PlayerJson[]> {
  let rows: SQL;
  // The partner picker's rows are scattered like a search page's: positions from the counts.
  const scattered = 'choice' in shape || shape.search !== undefined;
  if ('choice' in shape) {
    rows = choiceRowsSql(shape.choice);
  } else if (shape.search) {
    // The page's ids from the rows of a term's last word (user_words_ranking_idx) for a term of several words, from
    // users_ranking_search_idx alone for a common term (index-only: ranking order and search_fold in the index), or
    // from the trigram (or bigram) index on search_fold for a rare one; then those rows.
    const afterRow = shape.after ? sql`(-ranking_points, -rating, created_at, id) > ${afterKey}` : undefined;
    const found = shape.search.index
      ? searchPageIdsSql({ table: sql`${users}`, keys: [sql`-ranking_points`, sql`-rating`, sql`created_at`, sql`id`], only: sql`plays`, after: afterRow, index: shape.search.index, words: playerWords, rows: shape.rows })
      : db.select({ id: users.id }).from(users).where(and(sql`${users.plays}`, afterRow, searchFoldContains(users.searchFold, shape.search.term))).orderBy(...rankingOrder).limit(shape.rows);
    rows = sql`SELECT u.id, u.nickname, u.full_name, u.avatar_path, u.rating, u.whatsapp, u.created_at,
        u.category, u.ranking_points, u.level_mu, u.level_sigma, u.last_game_at,
        row_number() OVER (ORDER BY -u.ranking_points, -u.rating, u.created_at, u.id) AS n
      FROM ${users} u JOIN (${found}) found ON found.id = u.id`;
  } else {
    rows = sql`SELECT u.id, u.nickname, u.full_name, u.avatar_path, u.rating, u.whatsapp, u.created_at,
        u.category, u.ranking_points, u.level_mu, u.level_sigma, u.last_game_at,
        row_number() OVER (ORDER BY -u.ranking_points, -u.rating, u.created_at, u.id) AS n
      FROM ${users} u WHERE u.plays ${shape.after ? sql`AND (-u.ranking_points, -u.rating, u.created_at, u.id) > ${afterKey}` : shape.around ? sql`AND (-u.ranking_points, -u.rating, u.created_at, u.id) >= ${aroundKey}` : sql``}
      ORDER BY -u.ranking_points, -u.rating, u.created_at, u.id LIMIT ${limitSql(shape.rows)}`;
  }
  const position = scattered
    ? pagePositionSql
    : 'choice' in shape
      ? sql``
      : shape.after || shape.around
      ? sql`(SELECT ${positionAt(sql`f.ranking_points`, sql`f.rating`, sql`f.created_at`, sql`f.id`)} FROM page f WHERE f.n = 1) + page.n::int - 1`
      : sql`page.n::int`;
  return sql<PlayerJson[]>`(WITH page AS (${rows}), ${pageStatisticsCtes(now, since, yearAgo)}${scattered ? sql`, ${pagePositionCtes}` : sql``}
    SELECT coalesce(json_agg(${playerJson('page', position, 'choice' in shape)} ORDER BY page.n), '[]'::json)
    FROM page ${pageStatisticsJoins} ${scattered ? pagePositionJoins : sql``})`;
}

/** The player of the detail, or null (an unknown or malformed id, passed as null, or an account that does not play). */
const detailSql = sql<PlayerJson | null>`(SELECT ${playerJson('u', positionAt(sql`u.ranking_points`, sql`u.rating`, sql`u.created_at`, sql`u.id`))}
  FROM ${users} u ${statisticsLaterals(sql`u.id`, now, since, yearAgo)}
  WHERE u.id = ${sql.placeholder('playerId')}::uuid AND u.plays)`;

/** The statement of one modality's row: the session test and `value`. No row: no such modality. */
function modalityStatement<T>(db: Db, value: SQL<T>, name: string): Statement<{ sessionLive: boolean; value: T }> {
  return db
    .select({ sessionLive: sessionLiveSql.mapWith(Boolean), value })
    .from(modalities)
    .where(eq(modalities.id, sql.placeholder('modalityId')))
    .prepare(name) as unknown as Statement<{ sessionLive: boolean; value: T }>;
}

/**
 * Prepared once per database and shape (named statements); without a name (a search for a term no index can find,
 * written into the text) built each time.
 */
const statementFor = <T>(db: Db, name: string | undefined, build: () => SQL<T>) =>
  name === undefined ? modalityStatement(db, build(), '') : preparedOnce(db, name, () => modalityStatement(db, build(), name));

export function playerHandlers(deps: AppDeps) {
  const cursorShape = z.tuple([z.number().int(), z.number().int(), cursorTimestamp, cursorUuid]);

  /** The values every player statement takes beside its own. */
  const common = (c: Context<AppEnv>, modalityId: string) => {
    const when = nowOf(deps);
    return { ...sessionParams(c, when), sixMonthsAgo: sixMonthsBefore(when), yearAgo: oneYearBefore(when), month: monthKey(when), modalityId };
  };

  /** The row of the modality; an unknown one is a 404 (the session untested: requireAuth checks it after a 404). */
  function modalityRow<T>(c: Context<AppEnv>, rows: { sessionLive: boolean; value: T }[]): T {
    const [row] = rows;
    if (!row) throw new HttpError(404, messages.modalityNotFound);
    confirmSession(c, row.sessionLive);
    return row.value;
  }

  const toPlayers = (c: Context<AppEnv>, rows: PlayerJson[]) => rows.map((row) => toPlayer(c, deps, row, row.position, statisticsOf(row)));

  const list: RouteHandler<typeof listPlayersRoute, AppEnv> = async (c) => {
    const { modalityId } = c.req.valid('param');
    const query = c.req.valid('query');
    if (!isUuid(modalityId)) throw new HttpError(404, messages.modalityNotFound);
    const limit = pageLimit(query.limit);
    const term = query.search || undefined;
    const index = term ? searchIndexFor(term) : undefined;
    const search = term ? (index ? { index } : { index, term }) : undefined;
    if (query.eligibleFor !== undefined) return choices(c, modalityId, query.eligibleFor, query.cursor, limit, term, search);
    let after: z.infer<typeof cursorShape> | undefined;
    try {
      after = decodeCursor(query.cursor, cursorShape);
    } catch (error) {
      // An unknown modality answers 404 before a bad cursor's 400.
      await assertModality(deps, modalityId);
      throw error;
    }
    // The page opened at a player is only the first one, of the whole ranking: the next pages follow its cursor.
    const around = after === undefined && !search && query.around !== undefined;
    const shape: PageShape = { after: after !== undefined, around, search, rows: limit + 1 };
    const values = {
      ...common(c, modalityId),
      ...(around ? { around: query.around } : {}),
      ...(after ? { afterPoints: -after[0], afterRating: -after[1], afterCreated: after[2], afterId: after[3] } : {}),
      ...(term && index ? searchValues(term) : {}),
    };
    const named = term && !index ? undefined : `areia_players_${index ? `search_${index}` : 'page'}${shape.after ? '_after' : ''}${around ? '_around' : ''}_${shape.rows}`;
    const rows = modalityRow(c, await statementFor(deps.db, named, () => pageSql(deps.db, shape)).execute(values));
    return answerPage(c, rows, limit, (row) => [row.rankingPoints, row.rating, row.createdKey, row.id], (page) => toPlayers(c, page));
  };

  const choiceCursor = z.tuple([z.union([z.literal(0), z.literal(1)]), z.number().int(), cursorTimestamp, cursorUuid]);

  /**
   * The partner picker's page (domain/players/choices.ts): who may join the championship first, then the others with their
   * reason, in a statement named for its shape (choiceStatementName); the championship is read first (a 404 for an
   * unknown one, before a bad cursor's 400).
   */
  async function choices(
    c: Context<AppEnv>,
    modalityId: string,
    championshipId: string,
    cursor: string | undefined,
    limit: number,
    term: string | undefined,
    search: ChoiceShape['search'],
  ) {
    const championship = await findChampionship(deps, modalityId, championshipId);
    const after = decodeCursor(cursor, choiceCursor);
    const shape: ChoiceShape = { rule: choiceRule(championship.category), part: after?.[0] ?? 0, after: after !== undefined, search, rows: limit + 1 };
    const values = {
      ...common(c, modalityId),
      choiceChampionship: championship.id,
      ...(after ? { afterRating: -after[1], afterCreated: after[2], afterId: after[3] } : {}),
      ...(term && search?.index ? searchValues(term) : {}),
    };
    const rows = modalityRow(c, await statementFor(deps.db, choiceStatementName(shape), () => pageSql(deps.db, { choice: shape })).execute(values));
    return answerPage(
      c,
      rows,
      limit,
      (row) => [row.part ?? 0, row.rating, row.createdKey, row.id],
      (page) =>
        toPlayers(c, page).map((player, at) => ({
          ...player,
          reason: choiceReason({ part: page[at]!.part ?? 0, inTeam: page[at]!.inTeam ?? false }, player.minCategory, championship.category),
        })),
    );
  }

  const getOne: RouteHandler<typeof getPlayerRoute, AppEnv> = async (c) => {
    const { modalityId, playerId } = c.req.valid('param');
    if (!isUuid(modalityId)) throw new HttpError(404, messages.modalityNotFound);
    // A malformed id is no player: asked as null, so the modality's 404 still comes first.
    const values = { ...common(c, modalityId), playerId: isUuid(playerId) ? playerId : null };
    const row = modalityRow(c, await statementFor(deps.db, 'areia_player_detail', () => detailSql).execute(values));
    if (!row) throw new HttpError(404, messages.playerNotFound);
    return c.json(toPlayers(c, [row])[0]!, 200);
  };

  const historyCursor = z.tuple([cursorTimestamp, cursorUuid]);

  const history: RouteHandler<typeof getPlayerHistoryRoute, AppEnv> = async (c) => {
    const { modalityId, playerId } = c.req.valid('param');
    const query = c.req.valid('query');
    if (!isUuid(modalityId)) throw new HttpError(404, messages.modalityNotFound);
    await assertModality(deps, modalityId);
    if (!isUuid(playerId) || (await deps.db.select({ id: users.id }).from(users).where(eq(users.id, playerId))).length === 0) {
      throw new HttpError(404, messages.playerNotFound);
    }
    const after = decodeCursor(query.cursor, historyCursor);
    const limit = pageLimit(query.limit);
    const rows = await historyRows(deps, { athleteId: playerId, modalityId, after, rows: limit + 1 });
    return answerPage(c, rows, limit, (row) => [row.finalizedKey, row.championship_id], async (page) => {
      const [counting, games] = await Promise.all([
        countingChampionships(deps, playerId, nowOf(deps)),
        historyGames(deps, playerId, page),
      ]);
      return page.map(({ finalizedKey: _key, ...entry }) => ({ ...entry, counts: counting.has(entry.championship_id), games: games.get(entry.championship_id) ?? [] }));
    });
  };

  return { list, getOne, history };
}
