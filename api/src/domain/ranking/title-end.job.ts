import { nowOf } from '../../deps';
import { defineJob } from '../../platform/jobs/job';
import { JOB_NAMES } from '../../platform/jobs/names';
import { tellTitleEnded, type TitleEnd } from './floor-notices';

/**
 * Twelve months after a finish whose title raises its champions' floor: each champion whose floor drops is told, once
 * (tellTitleEnded in ./floor-notices.ts). Run before the title ends by the app's clock, it sends itself again for then.
 */
export const titleEndJob = defineJob<TitleEnd>({
  name: JOB_NAMES.titleEnd,
  handler: async (deps, data) => {
    await deps.db.transaction((tx) => tellTitleEnded(tx, deps, data, nowOf(deps)));
  },
});
