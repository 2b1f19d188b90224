import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { partnerPosts } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import { noExpiredInvitation } from '../roster/team-status';

/**
 * Where "Procuro dupla" posts close, called by the roster's and the championship's own steps in their transactions
 * (under the championship's row lock they already hold): a confirmed team's athletes found their partner; the draw
 * and a cancellation end every search of the championship.
 */

/** The athletes of a team just confirmed stop looking in its championship. */
export async function closePostsOfPlayers(tx: Tx, championshipId: string, playerIds: readonly string[], now: Date): Promise<void> {
  if (playerIds.length === 0) return;
  await tx
    .update(partnerPosts)
    .set({ closedAt: now })
    .where(and(eq(partnerPosts.championshipId, championshipId), inArray(partnerPosts.userId, [...playerIds]), isNull(partnerPosts.closedAt)));
}

/** Every open post of a championship closes (the draw, a cancellation). */
export async function closePostsOfChampionship(tx: Tx, championshipId: string, now: Date): Promise<void> {
  await tx.update(partnerPosts).set({ closedAt: now }).where(and(eq(partnerPosts.championshipId, championshipId), isNull(partnerPosts.closedAt)));
}

/**
 * The athlete is in a team of the championship: a team not released, none of whose invitations ran out unanswered.
 * While an invited partner has not answered, the post is hidden, not closed: a decline makes it show again.
 * One probe of team_members_championship_player_key.
 */
export const inTeamSql = (championshipId: AnyPgColumn | SQL, playerId: AnyPgColumn | SQL, now: Date): SQL =>
  sql`EXISTS (SELECT 1 FROM team_members itm JOIN teams it ON it.id = itm.team_id
    WHERE itm.championship_id = ${championshipId} AND itm.player_id = ${playerId} AND it.released_at IS NULL AND ${noExpiredInvitation(sql`itm.team_id`, now)})`;

/** A post that shows: not closed, and its athlete not in a team of its championship (inTeamSql). */
export const postShownSql = (now: Date): SQL =>
  and(isNull(partnerPosts.closedAt), sql`NOT ${inTeamSql(partnerPosts.championshipId, partnerPosts.userId, now)}`)!;
