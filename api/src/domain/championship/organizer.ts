import type { Context } from 'hono';
import { and, asc, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import type { OrganizerChampionship, OrganizerChampionshipDetail, OrganizerGame, OrganizerPool } from '@areia/shared/core/schemas/organizer';
import { GAME_PHASE_POOLS } from '@areia/shared/core/schemas/organizer';
import type { Db } from '../../platform/db/client';
import { arenas, championships, teamMembers, teams, users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { rowStage } from './lifecycle';
import { championshipGames, openReports, toOrganizerGame, type ChampionshipRow } from './games';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { absoluteUrl } from '../../platform/media/media';
import { messages } from '../../platform/http/messages';
import { qualified } from '../../platform/http/paging';
import { poolTables } from './standings';
import { loadTeams, standingTeam } from './data';
import { lockChampionship } from '../../platform/db/locks';

/** 403 unless the account may organize championships. */
export async function requireOrganizerAccount(deps: AppDeps, userId: string): Promise<void> {
  const [user] = await deps.db.select({ isOrganizer: users.isOrganizer }).from(users).where(eq(users.id, userId));
  if (!user?.isOrganizer) throw new HttpError(403, messages.notAnOrganizer);
}

/** The championship, when it exists (404) and the caller is its organizer (403). */
export async function ownedChampionship(db: Db, championshipId: string, userId: string, lock = false): Promise<ChampionshipRow> {
  if (!isUuid(championshipId)) throw new HttpError(404, messages.championshipNotFound);
  const row = lock ? await lockChampionship(db, championshipId) : (await db.select().from(championships).where(eq(championships.id, championshipId)))[0];
  if (!row) throw new HttpError(404, messages.championshipNotFound);
  if (row.organizerId !== userId) throw new HttpError(403, messages.notTheOrganizer);
  return row;
}

export type DrawableTeam = { id: string; slot: number; points: number; rating: number };

/**
 * The teams a pool draw places: every team signed up, in sign-up order, with its members' ranking points and levels
 * summed (what seeds it).
 * The one place that decides which teams are drawn (teams still waiting for a partner's consent are to be left out
 * here when that exists).
 */
export async function drawableTeams(db: Db, championshipId: string): Promise<DrawableTeam[]> {
  return db
    .select({
      id: teams.id,
      slot: sql<number>`${teams.slot}`.mapWith(Number),
      // Qualified: a bare "id" inside the subquery is users.id, and every sum was 0.
      points: sql<number>`coalesce((SELECT sum(u.ranking_points) FROM team_members tm JOIN users u ON u.id = tm.player_id WHERE tm.team_id = ${qualified(teams.id)}), 0)::int`.mapWith(Number),
      rating: sql<number>`coalesce((SELECT sum(u.rating) FROM team_members tm JOIN users u ON u.id = tm.player_id WHERE tm.team_id = ${qualified(teams.id)}), 0)::int`.mapWith(Number),
    })
    .from(teams)
    // A team still waiting for its partner's answer is not in the draw.
    .where(and(eq(teams.championshipId, championshipId), eq(teams.status, 'confirmed'), isNotNull(teams.slot)))
    .orderBy(asc(teams.slot));
}

const { description: _description, rules: _rules, ...summaryColumns } = getTableColumns(championships);

/**
 * What a row of the organizer's list reads, in the row's own statement: the championship (no description), its
 * arena's name and, per row only, the teams signed up (teams_championship_slot_key) and whether pool games exist and
 * are all final (games_championship_idx) — no query per row, nothing read for championships off the page.
 */
export function summarySelection() {
  const id = qualified(championships.id);
  const poolGame = sql`g.championship_id = ${id} AND g.phase = ${GAME_PHASE_POOLS}`;
  return {
    championship: summaryColumns,
    occursKey: sql<string>`${championships.occurs}::text`,
    arenaName: sql<string>`coalesce(${arenas.name}, '')`,
    teamsCount: sql<number>`(SELECT count(*) FROM teams t WHERE t.championship_id = ${id} AND t.slot IS NOT NULL)::int`.mapWith(Number),
    poolsDrawn: sql<boolean>`EXISTS (SELECT 1 FROM games g WHERE ${poolGame})`.mapWith(Boolean),
    poolsOpen: sql<boolean>`EXISTS (SELECT 1 FROM games g WHERE ${poolGame} AND g.status <> 'finalizado')`.mapWith(Boolean),
  };
}

type SummaryRow = {
  championship: Omit<ChampionshipRow, 'description' | 'rules'>;
  arenaName: string;
  teamsCount: number;
  poolsDrawn: boolean;
  poolsOpen: boolean;
};

export function toSummary(c: Context, deps: AppDeps, row: SummaryRow): OrganizerChampionship {
  const championship = row.championship;
  const stage = rowStage(championship, row.poolsDrawn, nowOf(deps));
  return {
    id: championship.id,
    title: championship.title,
    category: championship.category,
    occurs: championship.occurs.toISOString(),
    arenaId: championship.arenaId,
    arenaName: row.arenaName,
    bannerUrl: absoluteUrl(c, deps, championship.bannerPath),
    maxTeams: championship.maxTeams,
    playersPerTeam: championship.playersPerTeam,
    price: championship.priceCents / 100,
    paymentHours: championship.paymentHours,
    contact: championship.contact,
    isDisabled: championship.isDisabled,
    signupsClosed: championship.signupsClosed,
    teamsCount: row.teamsCount,
    poolsDrawn: row.poolsDrawn,
    poolsFinished: row.poolsDrawn && !row.poolsOpen,
    knockoutPublished: championship.knockoutBracket !== null,
    stage,
    finishedAt: championship.finishedAt?.toISOString() ?? null,
    cancelReason: stage === 'cancelado' ? championship.cancelReason : null,
  };
}

async function summaryOf(c: Context, deps: AppDeps, row: ChampionshipRow): Promise<OrganizerChampionship> {
  const [found] = await deps.db
    .select(summarySelection())
    .from(championships)
    .leftJoin(arenas, eq(arenas.id, championships.arenaId))
    .where(eq(championships.id, row.id));
  if (!found) throw new HttpError(404, messages.championshipNotFound);
  return toSummary(c, deps, found);
}

/** The championship's games as the organizer sees them (with any open score report), in the championship's order. */
export async function organizerGames(deps: AppDeps, row: ChampionshipRow): Promise<OrganizerGame[]> {
  const gameRows = await championshipGames(deps.db, row.id);
  const reports = await openReports(deps.db, gameRows.map((game) => game.id));
  return gameRows.map((game) => toOrganizerGame(game, reports.get(game.id), row.knockoutBracket?.length));
}

/** What the organizer's screen of one championship shows but the games (organizerGames, answered in pages). */
export async function organizerDetail(c: Context, deps: AppDeps, row: ChampionshipRow): Promise<OrganizerChampionshipDetail> {
  const [summary, loaded, gameRows] = await Promise.all([summaryOf(c, deps, row), loadTeams(deps, row.id), championshipGames(deps.db, row.id)]);
  const standingTeams = loaded.map(standingTeam);
  const pools: OrganizerPool[] = [...poolTables(standingTeams, gameRows)].map(([label, rows]) => ({
    label,
    teamIds: rows.map(({ team }) => team.id),
    standings: rows.map(({ team, row: line }) => ({
      position: line.position,
      teamId: team.id,
      played: line.played,
      wins: line.wins,
      losses: line.losses,
      matchPoints: line.matchPoints,
      setsWon: line.setsWon,
      setsLost: line.setsLost,
      pointsFor: line.pointsFor,
      pointsAgainst: line.pointsAgainst,
      explanation: line.explanation,
    })),
  }));
  return {
    ...summary,
    description: row.description,
    rules: row.rules,
    teams: standingTeams.map((team, index) => ({
      id: team.id,
      name: team.name,
      rating: team.rating,
      pool: team.groupLabel,
      status: loaded[index]!.status,
    })),
    pools,
  };
}

/** Players of a team, to check who may report or confirm a score. */
export async function teamOfPlayer(db: Db, teamIds: string[], playerId: string): Promise<string | null> {
  const [row] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(inArray(teamMembers.teamId, teamIds), eq(teamMembers.playerId, playerId)))
    .limit(1);
  return row?.teamId ?? null;
}
