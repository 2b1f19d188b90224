import { defineJob } from '../../platform/jobs/job';
import { JOB_NAMES } from '../../platform/jobs/names';
import { letScoreStand } from './games';

/**
 * 24 h after an open game's score was reported: unless a player of the other side confirmed it meanwhile, it stands
 * (and a competitive game moves the four levels), decided by the core rule at the app's clock, under the game's lock.
 */
export const openGameScoreJob = defineJob<{ gameId: string }>({
  name: JOB_NAMES.openGameScore,
  handler: async (deps, { gameId }) => {
    await letScoreStand(deps, gameId);
  },
});
