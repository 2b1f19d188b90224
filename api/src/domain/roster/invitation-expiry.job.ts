import { nowOf } from '../../deps';
import { sweepAndPromote } from './waitlist';
import { defineJob } from '../../platform/jobs/job';
import { JOB_NAMES } from '../../platform/jobs/names';
import { lockChampionship } from '../../platform/db/locks';

/**
 * Invitations of a championship ran out unanswered: under its row lock, their teams give their slots back (the
 * same sweep every sign-up does) and the first teams on the list take them, in one transaction. Reads already treat
 * such teams as gone; this records it, so the freed slot is offered without waiting for someone's next write.
 */
export const invitationExpiryJob = defineJob<{ championshipId: string }>({
  name: JOB_NAMES.invitationExpiry,
  handler: async (deps, { championshipId }) => {
    await deps.db.transaction(async (tx) => {
      const championship = await lockChampionship(tx, championshipId);
      if (!championship) return [];
      return sweepAndPromote(tx, deps, championship, nowOf(deps));
    });
  },
});
