import type { AppDeps } from '../deps';
import type { JobDefinition } from '../platform/jobs/job';
import { invitationExpiryJob } from './roster/invitation-expiry.job';
import { noticeEmailsJob } from './notifications/notice-emails.job';
import { noticePushJob } from './push/notice-push.job';
import { nextGameNoticeJob } from './gameday/next-game-notice.job';
import { paymentDeadlineJob, paymentReminderJob } from './payments/payment-deadline.job';
import { rankingExpiryJob } from './ranking/expiry.job';
import { openGameScoreJob } from './open-games/score.job';
import { titleEndJob } from './ranking/title-end.job';
import { rankingSnapshotJob, sendMissingSnapshot } from './ranking/snapshot.job';

/** Every job the API runs: each instance creates these queues and works on all of them. */
export const jobDefinitions: readonly JobDefinition[] = [rankingSnapshotJob, rankingExpiryJob, noticeEmailsJob, noticePushJob, paymentDeadlineJob, paymentReminderJob, invitationExpiryJob, nextGameNoticeJob, openGameScoreJob, titleEndJob];

/** Jobs owed at start, whatever happened while no instance ran. */
export async function sendStartupJobs(deps: AppDeps): Promise<void> {
  await sendMissingSnapshot(deps);
}
