import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { teamMembers, teams, users } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';

/** The members of some teams with their nicknames, in each team's order (the team's name is them joined by " / "). */
export async function membersOfTeams(tx: Tx, teamIds: readonly string[]) {
  if (teamIds.length === 0) return [];
  return tx
    .select({ teamId: teamMembers.teamId, playerId: teamMembers.playerId, nickname: users.nickname })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.playerId))
    .where(inArray(teamMembers.teamId, [...teamIds]))
    .orderBy(asc(teamMembers.teamId), asc(teamMembers.position));
}

/** Every athlete in one of a championship's teams, pending or confirmed. */
export async function championshipPlayers(tx: Tx, championshipId: string): Promise<string[]> {
  const rows = await tx.select({ playerId: teamMembers.playerId }).from(teamMembers).where(eq(teamMembers.championshipId, championshipId));
  return rows.map((row) => row.playerId);
}

/** Everyone playing a championship's drawn games: the members of the teams placed in its pools. */
export async function drawnPlayers(tx: Tx, championshipId: string): Promise<string[]> {
  const rows = await tx
    .select({ playerId: teamMembers.playerId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teams.championshipId, championshipId), isNotNull(teams.groupLabel)));
  return rows.map((row) => row.playerId);
}
