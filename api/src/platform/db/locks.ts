import { asc, eq, inArray } from 'drizzle-orm';
import { championships, openGames, payments, teams, users } from './schema';
import type { Tx } from './tx';

/**
 * The row locks a change takes, always in this order, so two transactions never wait on each other in a circle:
 *
 *   1. the championship (one row: every change of its stage, its teams, its invitations or its shares);
 *   2. its teams, by id;
 *   3. their shares (payments), by id;
 *   4. athletes (users), by id.
 *
 * A step takes only the prefix it needs, never a lock of an earlier kind after a later one. docs/architecture.md
 * lists which domain function takes which. An open game (domain/open-games) stands for the first three: its row,
 * then its athletes by id.
 */

export type ChampionshipRow = typeof championships.$inferSelect;

/** Locks a championship's row for the rest of the transaction; undefined when it does not exist. */
export async function lockChampionship(tx: Tx, championshipId: string): Promise<ChampionshipRow | undefined> {
  const [row] = await tx.select().from(championships).where(eq(championships.id, championshipId)).for('update');
  return row;
}

/** Locks teams by id (after their championship). */
export async function lockTeams(tx: Tx, teamIds: readonly string[]): Promise<(typeof teams.$inferSelect)[]> {
  if (teamIds.length === 0) return [];
  return tx.select().from(teams).where(inArray(teams.id, [...teamIds])).orderBy(asc(teams.id)).for('update');
}

/** Locks shares by id (after their teams). */
export async function lockShares(tx: Tx, shareIds: readonly string[]): Promise<(typeof payments.$inferSelect)[]> {
  if (shareIds.length === 0) return [];
  return tx.select().from(payments).where(inArray(payments.id, [...shareIds])).orderBy(asc(payments.id)).for('update');
}

/** Locks a team's shares (after the team). */
export async function lockSharesOfTeams(tx: Tx, teamIds: readonly string[]): Promise<(typeof payments.$inferSelect)[]> {
  if (teamIds.length === 0) return [];
  return tx.select().from(payments).where(inArray(payments.teamId, [...teamIds])).orderBy(asc(payments.id)).for('update');
}

/** Locks athletes by id, the last kind in the order: finish, reopen and expiry of points read them after this. */
export async function lockUsers(tx: Tx, userIds: readonly string[]): Promise<{ id: string }[]> {
  if (userIds.length === 0) return [];
  return tx.select({ id: users.id }).from(users).where(inArray(users.id, [...new Set(userIds)])).orderBy(asc(users.id)).for('update');
}

export type OpenGameRow = typeof openGames.$inferSelect;

/** Locks an open game's row (every join, leave, removal, report and confirmation of it); undefined when none. */
export async function lockOpenGame(tx: Tx, gameId: string): Promise<OpenGameRow | undefined> {
  const [row] = await tx.select().from(openGames).where(eq(openGames.id, gameId)).for('update');
  return row;
}
