import { defineJob } from '../../platform/jobs/job';
import { deliverPush, type NoticePushData } from './deliver';

/** One aviso to one device (./deliver.ts); notify() sends one per device in the aviso's transaction (./schedule.ts). */
export const noticePushJob = defineJob<NoticePushData>({
  name: 'notice-push',
  handler: async (deps, data) => {
    await deliverPush(deps, data);
  },
});
