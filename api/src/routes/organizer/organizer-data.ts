import type { Context } from 'hono';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrganizerChampionship, OrganizerChampionshipDetail, OrganizerPool } from '@areia/shared/core/schemas/organizer';
import { GAME_PHASE_POOLS } from '@areia/shared/core/schemas/organizer';
import type { Db } from '../../db/client';
import { arenas, championships, games, teamMembers, teams, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { championshipGames, openReports, toOrganizerGame, type ChampionshipRow } from '../../lib/games';
import { HttpError, isUuid } from '../../lib/http-error';
import { absoluteUrl } from '../../lib/media';
import { messages } from '../../lib/messages';
import { poolTables } from '../../lib/standings';
import { loadTeams, memberNames, teamName } from '../championships/championship-data';

/** 403 unless the account may organize championships. */
export async function requireOrganizerAccount(deps: AppDeps, userId: string): Promise<void> {
  const [user] = await deps.db.select({ isOrganizer: users.isOrganizer }).from(users).where(eq(users.id, userId));
  if (!user?.isOrganizer) throw new HttpError(403, messages.notAnOrganizer);
}

/** The championship, when it exists (404) and the caller is its organizer (403). */
export async function ownedChampionship(db: Db, championshipId: string, userId: string, lock = false): Promise<ChampionshipRow> {
  if (!isUuid(championshipId)) throw new HttpError(404, messages.championshipNotFound);
  const query = db.select().from(championships).where(eq(championships.id, championshipId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, messages.championshipNotFound);
  if (row.organizerId !== userId) throw new HttpError(403, messages.notTheOrganizer);
  return row;
}

export type DrawableTeam = { id: string; slot: number; rating: number };

/**
 * The teams a pool draw places: every team signed up, in sign-up order, rated by the sum of its members' ratings.
 * The one place that decides which teams are drawn (teams still waiting for a partner's consent are to be left out
 * here when that exists).
 */
export async function drawableTeams(db: Db, championshipId: string): Promise<DrawableTeam[]> {
  return db
    .select({
      id: teams.id,
      slot: teams.slot,
      rating: sql<number>`coalesce((SELECT sum(u.rating) FROM team_members tm JOIN users u ON u.id = tm.player_id WHERE tm.team_id = ${teams.id}), 0)::int`.mapWith(Number),
    })
    .from(teams)
    // A team still waiting for its partner's answer is not in the draw.
    .where(and(eq(teams.championshipId, championshipId), eq(teams.status, 'confirmed')))
    .orderBy(asc(teams.slot));
}

/** Per championship: teams signed up, pool games played and left, and whether pool games exist. */
async function progress(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { teams: number; poolGames: number; poolLeft: number }>();
  const [teamRows, gameRows] = await Promise.all([
    db.select({ id: teams.championshipId, value: sql<number>`count(*)::int`.mapWith(Number) }).from(teams).where(inArray(teams.championshipId, ids)).groupBy(teams.championshipId),
    db
      .select({
        id: games.championshipId,
        total: sql<number>`count(*)::int`.mapWith(Number),
        left: sql<number>`count(*) FILTER (WHERE ${games.status} <> 'finalizado')::int`.mapWith(Number),
      })
      .from(games)
      .where(and(inArray(games.championshipId, ids), eq(games.phase, GAME_PHASE_POOLS)))
      .groupBy(games.championshipId),
  ]);
  const teamsBy = new Map(teamRows.map((row) => [row.id, row.value]));
  const gamesBy = new Map(gameRows.map((row) => [row.id, row]));
  return new Map(ids.map((id) => [id, { teams: teamsBy.get(id) ?? 0, poolGames: gamesBy.get(id)?.total ?? 0, poolLeft: gamesBy.get(id)?.left ?? 0 }]));
}

export async function toSummaries(c: Context, deps: AppDeps, rows: ChampionshipRow[]): Promise<OrganizerChampionship[]> {
  const ids = rows.map((row) => row.id);
  const arenaIds = [...new Set(rows.map((row) => row.arenaId))];
  const [counts, arenaRows] = await Promise.all([
    progress(deps.db, ids),
    arenaIds.length ? deps.db.select({ id: arenas.id, name: arenas.name }).from(arenas).where(inArray(arenas.id, arenaIds)) : Promise.resolve([]),
  ]);
  const arenaNames = new Map(arenaRows.map((row) => [row.id, row.name]));
  return rows.map((row) => {
    const count = counts.get(row.id)!;
    return {
      id: row.id,
      title: row.title,
      category: row.category,
      occurs: row.occurs.toISOString(),
      arenaId: row.arenaId,
      arenaName: arenaNames.get(row.arenaId) ?? '',
      bannerUrl: absoluteUrl(c, deps, row.bannerPath),
      maxTeams: row.maxTeams,
      playersPerTeam: row.playersPerTeam,
      price: row.priceCents / 100,
      contact: row.contact,
      description: row.description,
      isDisabled: row.isDisabled,
      signupsClosed: row.signupsClosed,
      teamsCount: count.teams,
      poolsDrawn: count.poolGames > 0,
      poolsFinished: count.poolGames > 0 && count.poolLeft === 0,
      knockoutPublished: row.knockoutBracket !== null,
    };
  });
}

/** Everything the organizer's screen of one championship shows. */
export async function organizerDetail(c: Context, deps: AppDeps, row: ChampionshipRow): Promise<OrganizerChampionshipDetail> {
  const [[summary], loaded, gameRows] = await Promise.all([toSummaries(c, deps, [row]), loadTeams(deps, row.id), championshipGames(deps.db, row.id)]);
  const names = new Map(loaded.map((team) => [team.id, teamName(team)]));
  const reports = await openReports(deps.db, gameRows.map((game) => game.id));
  const standingTeams = loaded.map((team) => ({
    id: team.id,
    groupLabel: team.groupLabel,
    members: memberNames(team),
    name: teamName(team),
    rating: team.members.reduce((sum, member) => sum + member.rating, 0),
  }));
  const pools: OrganizerPool[] = [...poolTables(standingTeams, gameRows)].map(([label, rows]) => ({
    label,
    teamIds: rows.map(({ team }) => team.id),
    standings: rows.map(({ team, row: line }) => ({
      position: line.position,
      teamId: team.id,
      team: team.name ?? team.members,
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
    ...summary!,
    teams: standingTeams.map((team, index) => ({
      id: team.id,
      name: team.name,
      rating: team.rating,
      pool: team.groupLabel,
      status: loaded[index]!.status,
      members: loaded[index]!.members.map((member) => ({ playerId: member.playerId, nickname: member.nickname, rating: member.rating })),
    })),
    pools,
    games: gameRows.map((game) => toOrganizerGame(game, names, reports.get(game.id), row.knockoutBracket?.length)),
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
