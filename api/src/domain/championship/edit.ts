import { and, count, eq, isNotNull } from 'drizzle-orm';
import { mayEdit, teamsMayChange } from '@areia/shared/core/rules/lifecycle';
import { startDateRefusal } from '@areia/shared/core/rules/championship';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { championships, teams } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { promoteFromWaitlist } from '../roster/waitlist';
import { stageIn } from './lifecycle';
import { ownedChampionship } from './organizer';
import { publishLive } from '../live/publish';

export type ChampionshipColumns = Partial<typeof championships.$inferInsert> & { maxTeams: number; playersPerTeam: number };

/** A new championship of the organizer's, refused (422, in pt-BR) when its date has passed. */
export async function createChampionship(deps: AppDeps, organizerId: string, columns: ChampionshipColumns & { occurs: Date }): Promise<typeof championships.$inferSelect> {
  const now = nowOf(deps);
  const refusal = startDateRefusal(columns.occurs, now);
  if (refusal) throw new HttpError(422, refusal);
  const [row] = await deps.db
    .insert(championships)
    .values({ ...columns, modalityId: VOLEI_MODALITY_ID, organizerId, createdAt: now } as typeof championships.$inferInsert)
    .returning();
  return row!;
}

/**
 * The organizer's edit of a championship's details, under its row lock (the only lock it takes), so the team count
 * cannot move while the maximum changes. Refused (409) once the championship ended (mayEdit), when fewer slots than
 * the teams holding one are asked, or when the team size changes with teams signed up. Slots added while teams wait
 * go to the list's first teams in the same transaction.
 */
export async function editChampionship(deps: AppDeps, organizerId: string, championshipId: string, columns: ChampionshipColumns): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await ownedChampionship(tx, championshipId, organizerId, true);
    const now = nowOf(deps);
    const stage = await stageIn(tx, locked, now);
    if (!mayEdit(stage)) throw new HttpError(409, stage === 'cancelado' ? messages.championshipCancelled : messages.alreadyFinished);
    // Moving the date into the past is refused; keeping the date of one under way is not.
    const refusal = columns.occurs ? startDateRefusal(columns.occurs, now, locked.occurs) : null;
    if (refusal) throw new HttpError(422, refusal);
    const [signedUp] = await tx.select({ value: count() }).from(teams).where(and(eq(teams.championshipId, locked.id), isNotNull(teams.slot)));
    const teamCount = signedUp?.value ?? 0;
    if (columns.maxTeams < teamCount) throw new HttpError(409, messages.maxTeamsBelowSignedUp(teamCount));
    if (teamCount > 0 && columns.playersPerTeam !== locked.playersPerTeam) throw new HttpError(409, messages.playersPerTeamLocked);
    const [edited] = await tx.update(championships).set(columns).where(eq(championships.id, locked.id)).returning();
    if (edited!.maxTeams > locked.maxTeams && teamsMayChange(stage)) await promoteFromWaitlist(tx, deps, edited!, now);
    await publishLive(tx, locked.id, ['championship']);
  });
}
