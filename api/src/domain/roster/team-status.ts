import { and, eq, inArray, isNull, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invitations, teams } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';

/** 48 hours to answer, or until sign-ups close (the championship's start), whichever comes first. */
export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;

export function invitationExpiry(now: Date, signUpsClose: Date): Date {
  return new Date(Math.min(now.getTime() + INVITATION_TTL_MS, signUpsClose.getTime()));
}

/** No invitation of the team ran out unanswered (by the given clock). */
export const noExpiredInvitation = (teamId: AnyPgColumn | SQL, now: Date | Placeholder): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM ${invitations} ei WHERE ei.team_id = ${teamId} AND ei.status = 'pending' AND ei.expires_at <= ${now instanceof Date ? now.toISOString() : now}::timestamptz)`;

/**
 * A team is in the championship while it holds a slot (not waiting on the list, not released) and none of its
 * invitations ran out unanswered. Evaluated in SQL at read time with the request's clock, so every instance agrees
 * between the expiry job's runs; writes clear expired teams for good (sweepExpired).
 */
export const liveTeam = (teamId: AnyPgColumn | SQL, now: Date | Placeholder): SQL =>
  sql`EXISTS (SELECT 1 FROM ${teams} lt WHERE lt.id = ${teamId} AND ${liveTeamRow('lt', now)})`;

/**
 * `liveTeam` asked of a teams row itself (`row`, its alias or table name), where the team's id would be looked up again:
 * planned as a join of teams with itself, that lookup cost a scan of every team for each championship of a list.
 */
export const liveTeamRow = (row: string, now: Date | Placeholder): SQL =>
  sql`(${sql.identifier(row)}.slot IS NOT NULL AND ${noExpiredInvitation(sql`${sql.identifier(row)}.id`, now)})`;

/**
 * Frees a team's slot: its unanswered invitations expire, the team (and its members, so they may sign up again) is
 * deleted; answered invitations keep their answer with team_id set null.
 */
export async function freeTeams(tx: Tx, teamIds: string[]): Promise<void> {
  if (teamIds.length === 0) return;
  await tx
    .update(invitations)
    .set({ status: 'expired' })
    .where(and(inArray(invitations.teamId, teamIds), eq(invitations.status, 'pending')));
  await tx.delete(teams).where(and(inArray(teams.id, teamIds), eq(teams.status, 'pending')));
}

/** At write time, under the championship's row lock: pending teams whose invitation expired give their slot back. */
export async function sweepExpired(tx: Tx, championshipId: string, now: Date): Promise<string[]> {
  const expired = await tx
    .selectDistinct({ teamId: invitations.teamId })
    .from(invitations)
    .innerJoin(teams, eq(teams.id, invitations.teamId))
    // A team waiting on the list keeps its invitations open until it takes a slot.
    .where(and(eq(invitations.championshipId, championshipId), eq(invitations.status, 'pending'), lte(invitations.expiresAt, now), isNull(teams.waitlistedAt)));
  const teamIds = expired.flatMap((row) => (row.teamId ? [row.teamId] : []));
  await freeTeams(tx, teamIds);
  return teamIds;
}
