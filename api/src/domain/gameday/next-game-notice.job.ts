import { defineJob } from '../../platform/jobs/job';
import { tellNextGames } from './pushes';

/**
 * Every minute: "Seu jogo é o próximo" to the players of each court's next game about 15 minutes before its predicted
 * start (./pushes.ts). Two instances on the same tick tell each athlete once: the game_day_pushes key decides.
 */
export const nextGameNoticeJob = defineJob<Record<string, never>>({
  name: 'next-game-notice',
  cron: '* * * * *',
  handler: async (deps) => {
    await tellNextGames(deps);
  },
});
