import type { Context } from 'hono';
import { teamNameOf } from '@areia/shared/core/rules/team-name';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Championship } from '@areia/shared/core/schemas/championship';
import { stageStatus, type Stage } from '@areia/shared/core/rules/lifecycle';
import type { Team } from '@areia/shared/core/schemas/team';
import { championships, modalities, teamMembers, teams, users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { liveTeam, liveTeamRow } from '../roster/team-status';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { absoluteUrl } from '../../platform/media/media';
import { messages } from '../../platform/http/messages';

export type ChampionshipRow = typeof championships.$inferSelect;

export async function assertModality(deps: AppDeps, modalityId: string): Promise<void> {
  if (!isUuid(modalityId)) throw new HttpError(404, messages.modalityNotFound);
  const [row] = await deps.db.select({ id: modalities.id }).from(modalities).where(eq(modalities.id, modalityId));
  if (!row) throw new HttpError(404, messages.modalityNotFound);
}

/**
 * The championship of the modality, or a 404 for whichever is missing (the modality's first). A championship found in
 * the modality proves the modality (championships.modality_id references it): one read where the modality's own was a
 * round trip before it on every championship request.
 */
export async function findChampionship(deps: AppDeps, modalityId: string, championshipId: string): Promise<ChampionshipRow> {
  if (isUuid(modalityId) && isUuid(championshipId)) {
    const [row] = await deps.db
      .select()
      .from(championships)
      .where(and(eq(championships.id, championshipId), eq(championships.modalityId, modalityId)));
    if (row) return row;
  }
  await assertModality(deps, modalityId);
  throw new HttpError(404, messages.championshipNotFound);
}

export async function championshipsOfPlayer(deps: AppDeps, playerId: string): Promise<Set<string>> {
  // Pending teams count: a player invited or inviting is already in.
  const rows = await deps.db
    .select({ championshipId: teamMembers.championshipId })
    .from(teamMembers)
    .where(and(eq(teamMembers.playerId, playerId), liveTeam(teamMembers.teamId, nowOf(deps))));
  return new Set(rows.map((row) => row.championshipId));
}

export function toChampionship(
  c: Context,
  deps: AppDeps,
  row: ChampionshipRow,
  teamsCount: number,
  isRegistered: boolean,
  lifecycle: { stage: Stage; gamesToday: boolean; firstGameAt?: string | null },
): Championship {
  const free = Math.max(0, row.maxTeams - teamsCount);
  const occurs = row.occurs.toISOString();
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    occurs,
    date: occurs,
    banner_url: absoluteUrl(c, deps, row.bannerPath),
    logo: absoluteUrl(c, deps, row.logoPath),
    price: row.priceCents / 100,
    status: stageStatus(lifecycle.stage, free),
    stage: lifecycle.stage,
    games_today: lifecycle.stage === 'em_andamento' && lifecycle.gamesToday,
    first_game_at: lifecycle.firstGameAt ? new Date(lifecycle.firstGameAt).toISOString() : null,
    cancel_reason: lifecycle.stage === 'cancelado' ? row.cancelReason : null,
    isDisabled: row.isDisabled,
    signupsClosed: row.signupsClosed,
    isRegistered,
    disclaimmer: row.description,
    arena_id: row.arenaId,
    max_teams: row.maxTeams,
    free,
    players_per_team: row.playersPerTeam,
    contact: row.contact,
  };
}

export type LoadedTeam = {
  id: string;
  slot: number;
  status: 'pending' | 'confirmed';
  groupLabel: string | null;
  placement: number | null;
  /** Its seed at the draw; null until drawn. */
  seed: number | null;
  members: { playerId: string; nickname: string; fullName: string | null; avatarPath: string | null; rating: number; whatsapp: string | null }[];
};

/** What a `LoadedTeam` reads of its team row (loaded teams hold a slot; a waiting one reads 0). */
export const teamColumns = { id: teams.id, slot: sql<number>`coalesce(${teams.slot}, 0)`.mapWith(Number), groupLabel: teams.groupLabel, status: teams.status, placement: teams.placement, seed: teams.seed };

/** What a `LoadedTeam` reads of each member (team_members joined with users): public columns only. */
export const memberColumns = {
  teamId: teamMembers.teamId,
  position: teamMembers.position,
  playerId: users.id,
  nickname: users.nickname,
  fullName: users.fullName,
  avatarPath: users.avatarPath,
  rating: users.rating,
  whatsapp: users.whatsapp,
};

/** Teams waiting on a championship's list, in order (teams_waitlist_idx), with their members. */
export async function loadWaitlist(deps: AppDeps, championshipId: string): Promise<LoadedTeam[]> {
  const teamRows = await deps.db
    .select(teamColumns)
    .from(teams)
    .where(and(eq(teams.championshipId, championshipId), isNotNull(teams.waitlistedAt)))
    .orderBy(asc(teams.waitlistedAt), asc(teams.id));
  if (teamRows.length === 0) return [];
  const memberRows = await deps.db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.playerId))
    .where(inArray(teamMembers.teamId, teamRows.map((team) => team.id)))
    .orderBy(asc(teamMembers.position));
  return teamRows.map((team) => ({ ...team, members: memberRows.filter((member) => member.teamId === team.id) }));
}

/** Teams of a championship holding a slot (confirmed, or pending and not expired), with members in sign-up order. */
export async function loadTeams(deps: AppDeps, championshipId: string, teamIds?: string[]): Promise<LoadedTeam[]> {
  const teamRows = await deps.db
    .select(teamColumns)
    .from(teams)
    .where(and(eq(teams.championshipId, championshipId), teamIds ? inArray(teams.id, teamIds) : undefined, liveTeamRow('teams', nowOf(deps))))
    .orderBy(asc(teams.slot));
  if (teamRows.length === 0) return [];
  const memberRows = await deps.db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.playerId))
    .where(eq(teamMembers.championshipId, championshipId))
    .orderBy(asc(teamMembers.position));
  return teamRows.map((team) => ({
    ...team,
    members: memberRows.filter((member) => member.teamId === team.id),
  }));
}

export const teamName = (team: LoadedTeam) => teamNameOf(team.members.map((member) => member.nickname));

/** A team as the standings rules read it: its pool, names, summed level and seed. */
export const standingTeam = (team: LoadedTeam) => ({
  id: team.id,
  groupLabel: team.groupLabel,
  members: teamName(team),
  name: teamName(team),
  rating: team.members.reduce((sum, member) => sum + member.rating, 0),
  seed: team.seed,
});

export function toTeam(c: Context, deps: AppDeps, team: LoadedTeam): Team {
  return {
    id: team.id,
    team: teamName(team),
    status: team.status,
    team_members: team.members.map((member) => ({
      player_id: member.playerId,
      nickname: member.nickname,
      fullname: member.fullName,
      avatar_url: absoluteUrl(c, deps, member.avatarPath),
      rating: member.rating,
      whatsapp: member.whatsapp,
    })),
  };
}
