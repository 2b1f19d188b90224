import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { teamsMayChange } from '@areia/shared/core/rules/lifecycle';
import type { championships} from '../../platform/db/schema';
import { invitations, teams } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { JOB_NAMES } from '../../platform/jobs/names';
import { stageIn } from '../championship/lifecycle';
import { notify } from '../notifications/notify';
import { membersOfTeams } from '../notifications/recipients';
import { openShares } from '../payments/deadline';
import { invitationExpiry, sweepExpired } from './team-status';
import type { Tx } from '../../platform/db/tx';

type ChampionshipRow = typeof championships.$inferSelect;

/** Slots held (teams with a slot) in a championship. */
export async function slotsTaken(tx: Tx, championshipId: string): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(teams).where(and(eq(teams.championshipId, championshipId), isNotNull(teams.slot)));
  return row?.value ?? 0;
}

/** Teams waiting on the list, in order. */
export async function waitingTeams(tx: Tx, championshipId: string): Promise<{ id: string; status: string }[]> {
  return tx
    .select({ id: teams.id, status: teams.status })
    .from(teams)
    .where(and(eq(teams.championshipId, championshipId), isNotNull(teams.waitlistedAt)))
    .orderBy(asc(teams.waitlistedAt), asc(teams.id));
}

/** The lowest free slot numbers of a championship, as many as asked. */
export async function freeSlotNumbers(tx: Tx, championship: Pick<ChampionshipRow, 'id' | 'maxTeams'>, wanted: number): Promise<number[]> {
  if (wanted <= 0) return [];
  const result = await tx.execute(
    sql`SELECT s AS slot FROM generate_series(1, ${championship.maxTeams}::int) s
        WHERE NOT EXISTS (SELECT 1 FROM teams t WHERE t.championship_id = ${championship.id}::uuid AND t.slot = s) ORDER BY s LIMIT ${wanted}`,
  );
  return (result as unknown as { rows: { slot: number | string }[] }).rows.map((row) => Number(row.slot));
}

/**
 * A team holding a slot became confirmed (every partner accepted, or it took a slot already confirmed): it owes its
 * shares (domain/payments/deadline.ts, openShares). A team still on the list owes nothing yet. Returns the shares'
 * deadline, if any.
 */
export async function teamTookConfirmedSlot(tx: Tx, deps: AppDeps, teamId: string, now: Date): Promise<Date | undefined> {
  const [team] = await tx.select({ slot: teams.slot, status: teams.status }).from(teams).where(eq(teams.id, teamId));
  if (!team || team.slot === null || team.status !== 'confirmed') return undefined;
  return openShares(tx, deps, teamId, now);
}

/** The job that records a championship's invitations expiring at `expiresAt`, freeing and offering their slots. */
export async function scheduleInvitationExpiry(tx: Tx, deps: AppDeps, championshipId: string, expiresAt: Date): Promise<void> {
  await deps.jobs!.send(JOB_NAMES.invitationExpiry, { championshipId }, { startAfter: expiresAt, singletonKey: `${championshipId}:${expiresAt.getTime()}`, tx });
}

/**
 * Under the championship's row lock, in the transaction that freed a slot (a decline, a withdrawal, an expiry or a
 * release): every free slot goes to the first teams on the list, so a slot is never given twice nor left idle while
 * anyone waits. A promoted team takes its slot as it is: still waiting for a partner (its invitations get a fresh
 * expiry), or confirmed (it owes its shares, with its own deadline). Its members are told. Nothing moves once the
 * draw has fixed the teams. Returns the promoted teams' ids.
 */
export async function promoteFromWaitlist(tx: Tx, deps: AppDeps, championship: ChampionshipRow, now: Date): Promise<string[]> {
  if (!teamsMayChange(await stageIn(tx, championship, now))) return [];
  if (championship.occurs.getTime() <= now.getTime()) return [];
  const free = championship.maxTeams - (await slotsTaken(tx, championship.id));
  if (free <= 0) return [];
  const waiting = (await waitingTeams(tx, championship.id)).slice(0, free);
  if (waiting.length === 0) return [];
  const slots = await freeSlotNumbers(tx, championship, waiting.length);
  const promoted: string[] = [];
  for (const [index, team] of waiting.entries()) {
    const slot = slots[index];
    if (slot === undefined) break;
    // Guarded: only a team still waiting moves.
    const [moved] = await tx
      .update(teams)
      .set({ slot, waitlistedAt: null })
      .where(and(eq(teams.id, team.id), isNotNull(teams.waitlistedAt)))
      .returning({ id: teams.id });
    if (!moved) continue;
    promoted.push(team.id);
    const reopened = await tx
      .update(invitations)
      .set({ expiresAt: invitationExpiry(now, championship.occurs) })
      .where(and(eq(invitations.teamId, team.id), eq(invitations.status, 'pending')))
      .returning({ expiresAt: invitations.expiresAt });
    if (reopened[0]) await scheduleInvitationExpiry(tx, deps, championship.id, reopened[0].expiresAt);
    const deadline = await teamTookConfirmedSlot(tx, deps, team.id, now);
    const members = await membersOfTeams(tx, [team.id]);
    await notify(tx, deps, {
      userIds: members.map((member) => member.playerId),
      kind: 'waitlist_offered',
      params: { championshipId: championship.id, championshipTitle: championship.title, ...(deadline ? { deadline: deadline.toISOString() } : {}) },
    });
  }
  return promoted;
}

/**
 * The first step of every roster write and of the invitation-expiry job, under the championship's row lock: pending
 * teams whose invitation ran out give their slots back, and the first teams on the list take them. Returns the
 * promoted teams' ids.
 */
export async function sweepAndPromote(tx: Tx, deps: AppDeps, championship: ChampionshipRow, now: Date): Promise<string[]> {
  if ((await sweepExpired(tx, championship.id, now)).length === 0) return [];
  return promoteFromWaitlist(tx, deps, championship, now);
}
