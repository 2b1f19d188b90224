import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { championships, payments, teams } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';

export type DueShareRow = { id: string; championshipId: string; championshipTitle: string; amountCents: number; deadline: Date };

/**
 * What an athlete still owes: each `pendente` share of a team that holds its slot, the nearest deadline first. A share
 * reported paid ("Já paguei") waits on the organizer, not on the athlete, so it is not here.
 */
export async function dueShares(deps: AppDeps, userId: string): Promise<DueShareRow[]> {
  return deps.db
    .select({ id: payments.id, championshipId: championships.id, championshipTitle: championships.title, amountCents: payments.amountCents, deadline: payments.deadline })
    .from(payments)
    .innerJoin(teams, eq(teams.id, payments.teamId))
    .innerJoin(championships, eq(championships.id, payments.championshipId))
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pendente'), isNotNull(teams.slot)))
    .orderBy(asc(payments.deadline), asc(payments.id));
}
