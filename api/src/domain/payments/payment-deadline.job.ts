import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { championships, payments, teams } from '../../platform/db/schema';
import { nowOf } from '../../deps';
import { notify } from '../notifications/notify';
import { promoteFromWaitlist } from '../roster/waitlist';
import { releaseUnpaidTeam, scheduleDeadline } from './deadline';
import { defineJob } from '../../platform/jobs/job';
import { JOB_NAMES } from '../../platform/jobs/names';
import { lockChampionship, lockSharesOfTeams, lockTeams } from '../../platform/db/locks';

/**
 * A team's payment deadline. Under the championship's row lock, then the team's and its shares' (releaseUnpaidTeam
 * in ./deadline.ts): a team still holding its slot with an unpaid share past its deadline is released and the first
 * team on the list takes the slot, in one transaction; a drawn team is never released. Run early (the database's
 * clock ahead of the app's), it sends itself again for the deadline.
 */
export const paymentDeadlineJob = defineJob<{ teamId: string }>({
  name: JOB_NAMES.paymentDeadline,
  handler: async (deps, { teamId }) => {
    await deps.db.transaction(async (tx) => {
      const [team] = await tx.select({ championshipId: teams.championshipId }).from(teams).where(eq(teams.id, teamId));
      if (!team) return false;
      const championship = await lockChampionship(tx, team.championshipId);
      if (!championship) return false;
      const now = nowOf(deps);
      if (await releaseUnpaidTeam(tx, deps, championship, teamId, now)) {
        await promoteFromWaitlist(tx, deps, championship, now);
        return true;
      }
      const [early] = await tx
        .select({ deadline: sql<Date>`min(${payments.deadline})`.mapWith((value) => new Date(value)) })
        .from(payments)
        .where(and(eq(payments.teamId, teamId), eq(payments.status, 'pendente'), sql`${payments.deadline} > ${now.toISOString()}::timestamptz`));
      if (early?.deadline && !Number.isNaN(early.deadline.getTime())) await scheduleDeadline(tx, deps, teamId, early.deadline, now);
      return false;
    });
  },
});

/** "Payment due in 12 h": each member whose share is still unpaid, once per share (a guarded UPDATE). */
export const paymentReminderJob = defineJob<{ teamId: string }>({
  name: JOB_NAMES.paymentReminder,
  handler: async (deps, { teamId }) => {
    await deps.db.transaction(async (tx) => {
      // The locks every share step takes, in their order (championship, team, shares), before the guarded update.
      const [team] = await tx.select({ championshipId: teams.championshipId }).from(teams).where(eq(teams.id, teamId));
      if (!team) return false;
      await lockChampionship(tx, team.championshipId);
      await lockTeams(tx, [teamId]);
      const shares = await lockSharesOfTeams(tx, [teamId]);
      if (shares.length === 0) return false;
      const now = nowOf(deps);
      const due = await tx
        .update(payments)
        .set({ remindedAt: now })
        .where(
          and(
            inArray(
              payments.id,
              shares.map((share) => share.id),
            ),
            inArray(payments.status, ['pendente']),
            isNull(payments.remindedAt),
            sql`${payments.deadline} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning({ userId: payments.userId, amountCents: payments.amountCents, deadline: payments.deadline, championshipId: payments.championshipId });
      const [first] = due;
      if (!first) return false;
      const [championship] = await tx.select({ title: championships.title }).from(championships).where(eq(championships.id, first.championshipId));
      for (const share of due) {
        await notify(tx, deps, {
          userId: share.userId,
          kind: 'payment_due',
          params: { championshipId: share.championshipId, championshipTitle: championship?.title ?? '', amountCents: share.amountCents, deadline: share.deadline.toISOString() },
        });
      }
      return true;
    });
  },
});
