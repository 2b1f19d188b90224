import type { Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { arenas, championships, games, modalities, scoreReports, teamMembers, teams, users } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { confirmSession, sessionLiveSql, sessionParams } from '../../platform/auth/auth';
import type { GameRow, OpenReport } from './games';
import { OPEN_REPORT_STATUSES } from './games';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { qualified } from '../../platform/http/paging';
import { preparedOnce, type Statement } from '../../platform/db/prepared';
import { liveTeam, liveTeamRow } from '../roster/team-status';
import { firstGameSql, gamesTodaySql, poolsDrawnSql } from './lifecycle';
import { brasiliaToday } from '@areia/shared/core/rules/lifecycle';
import type { ChampionshipRow, LoadedTeam } from './data';

/**
 * The championship screens' reads, each ONE prepared statement (parsed and planned once per connection on
 * PostgreSQL): the session test, the modality, the championship and what the tab shows (teams with members, games with
 * their open report, or the detail's arena and counts) as JSON built by the database. Before, a read cost five to seven
 * round trips (session, modality, championship, teams, members, games, reports); on a small shared machine each one
 * is CPU on both sides (the profile of `GET …/games` had a quarter of the API's busy time in socket writes to
 * PostgreSQL). Rows come back in the same order and shape as domain/championship/data.ts / domain/championship/games.ts load them.
 */

const modalityId = sql.placeholder('modalityId');
const championshipId = sql.placeholder('championshipId');
const now = sql.placeholder('now');
const callerId = sql.placeholder('userId');
const championshipIdCol = qualified(championships.id);

/** Teams holding a slot, by slot, each with its members in sign-up order (the shape of LoadedTeam). */
const teamsJson = sql<LoadedTeam[]>`(SELECT coalesce(json_agg(json_build_object(
    'id', t.id, 'slot', t.slot, 'groupLabel', t.group_label, 'status', t.status, 'placement', t.placement, 'seed', t.seed,
    'members', (SELECT coalesce(json_agg(json_build_object(
        'playerId', u.id, 'nickname', u.nickname, 'fullName', u.full_name, 'avatarPath', u.avatar_path,
        'rating', u.rating, 'whatsapp', u.whatsapp) ORDER BY tm.position), '[]'::json)
      FROM ${teamMembers} tm JOIN ${users} u ON u.id = tm.player_id WHERE tm.team_id = t.id))
    ORDER BY t.slot), '[]'::json)
  FROM ${teams} t WHERE t.championship_id = ${championshipIdCol} AND ${liveTeamRow('t', now)})`;

type GameJson = Omit<GameRow, 'scheduledAt'> & { scheduledAt: string | null; report: ReportJson | null };
type ReportJson = Omit<OpenReport, 'createdAt' | 'decidedAt'> & { createdAt: string; decidedAt: string | null };

const openStatuses = sql.raw(OPEN_REPORT_STATUSES.map((status) => `'${status}'`).join(', '));

/** Every game in the Jogos tab's order (phase, time, group, id), each with its open report and the reporter's nickname. */
const gamesJson = sql<GameJson[]>`(SELECT coalesce(json_agg(json_build_object(
    'id', g.id, 'championshipId', g.championship_id, 'phase', g.phase, 'groupLabel', g.group_label,
    'teamAId', g.team_a_id, 'teamBId', g.team_b_id, 'scoreA', g.score_a, 'scoreB', g.score_b, 'status', g.status,
    'scheduledAt', g.scheduled_at, 'court', g.court, 'sets', g.sets, 'version', g.version, 'bracketSlot', g.bracket_slot,
    'forfeitTeamId', g.forfeit_team_id,
    'report', (SELECT json_build_object('id', r.id, 'gameId', r.game_id, 'teamId', r.team_id, 'reportedBy', r.reported_by,
        'sets', r.sets, 'status', r.status, 'reason', r.reason, 'decidedBy', r.decided_by, 'createdAt', r.created_at,
        'decidedAt', r.decided_at, 'reporterName', u.nickname)
      FROM ${scoreReports} r JOIN ${users} u ON u.id = r.reported_by
      WHERE r.game_id = g.id AND r.status IN (${openStatuses}) LIMIT 1))
    ORDER BY g.phase, g.scheduled_at, g.group_label, g.id), '[]'::json)
  FROM ${games} g WHERE g.championship_id = ${championshipIdCol})`;

/**
 * A championship row's (championships.id) teams holding a slot, and whether the caller (`userId`) is in one of them,
 * by the request's clock (`now`): the list's and the detail's. Pending teams count: a player invited or inviting is
 * already in.
 */
export const teamsCountSql = sql<number>`(SELECT count(*) FROM ${teams} t WHERE t.championship_id = ${championshipIdCol} AND ${liveTeamRow('t', now)})::int`.mapWith(Number);
export const isRegisteredSql = sql<boolean>`EXISTS (SELECT 1 FROM ${teamMembers} tm WHERE tm.championship_id = ${championshipIdCol}
    AND tm.player_id = ${callerId} AND ${liveTeam(sql`tm.team_id`, now)})`.mapWith(Boolean);

const lifecycleColumns = {
  poolsDrawn: poolsDrawnSql(championshipIdCol).mapWith(Boolean),
  gamesToday: gamesTodaySql(championshipIdCol, sql.placeholder('todayStart'), sql.placeholder('todayEnd')).mapWith(Boolean),
  firstGameAt: firstGameSql(championshipIdCol),
};

/** What the championships page and the detail read of each championship row besides the row itself. */
export const championshipRowColumns = { ...lifecycleColumns, teamsCount: teamsCountSql, isRegistered: isRegisteredSql };

const detailColumns = {
  ...championshipRowColumns,
  arenaName: sql<string | null>`(SELECT a.name FROM ${arenas} a WHERE a.id = ${qualified(championships.arenaId)})`,
  arenaAddress: sql<string | null>`(SELECT a.address FROM ${arenas} a WHERE a.id = ${qualified(championships.arenaId)})`,
};

const VARIANTS = {
  teams: { teams: teamsJson },
  standings: { teams: teamsJson, games: gamesJson },
  detail: detailColumns,
};
type Variant = keyof typeof VARIANTS;

type Base = { sessionLive: boolean; championship: ChampionshipRow };
export type ChampionshipRead = {
  teams: Base & { teams: LoadedTeam[] };
  standings: Base & { teams: LoadedTeam[]; games: GameJson[] };
  detail: Base & { arenaName: string | null; arenaAddress: string | null; teamsCount: number; isRegistered: boolean; poolsDrawn: boolean; gamesToday: boolean; firstGameAt: string | null };
};

function prepare(db: Db, variant: Variant): Statement<unknown> {
  return db
    .select({ sessionLive: sessionLiveSql.mapWith(Boolean), championship: championships, ...VARIANTS[variant] })
    .from(modalities)
    .leftJoin(championships, and(eq(championships.id, championshipId), eq(championships.modalityId, modalities.id)))
    .where(eq(modalities.id, modalityId))
    .prepare(statementName(variant)) as Statement<unknown>;
}

const statementName = (variant: Variant) => `areia_championship_${variant}`;
const statementFor = (db: Db, variant: Variant) => preparedOnce(db, statementName(variant), () => prepare(db, variant));

/**
 * One championship of a modality and the variant's columns, with the session test. An unknown modality or
 * championship is a 404 once the session is known to be open (the middleware checks it when this statement could not).
 */
export async function readChampionship<V extends Variant>(
  deps: AppDeps,
  c: Context<AppEnv>,
  variant: V,
  ids: { modalityId: string; championshipId: string },
): Promise<ChampionshipRead[V]> {
  if (!isUuid(ids.modalityId)) throw new HttpError(404, messages.modalityNotFound);
  if (!isUuid(ids.championshipId)) throw new HttpError(404, messages.championshipNotFound);
  const when = nowOf(deps);
  const today = brasiliaToday(when);
  const [row] = (await statementFor(deps.db, variant).execute({ ...sessionParams(c, when), ...ids, todayStart: today.start, todayEnd: today.end })) as (Omit<ChampionshipRead[V], 'championship'> & {
    championship: ChampionshipRow | null;
  })[];
  // No row: no such modality (and the session untested; requireAuth's own check answers 401 first if it is closed).
  if (!row) throw new HttpError(404, messages.modalityNotFound);
  confirmSession(c, row.sessionLive);
  if (!row.championship) throw new HttpError(404, messages.championshipNotFound);
  return row as ChampionshipRead[V];
}

/** The games as domain/championship/games.ts's rows (timestamps as Dates) and their open reports by game id. */
export function gameRowsOf(list: GameJson[]): { gameRows: GameRow[]; reports: Map<string, OpenReport> } {
  const reports = new Map<string, OpenReport>();
  const gameRows = list.map(({ report, scheduledAt, ...game }) => {
    if (report) {
      reports.set(game.id, { ...report, createdAt: new Date(report.createdAt), decidedAt: report.decidedAt ? new Date(report.decidedAt) : null });
    }
    return { ...game, scheduledAt: scheduledAt ? new Date(scheduledAt) : null };
  });
  return { gameRows, reports };
}
