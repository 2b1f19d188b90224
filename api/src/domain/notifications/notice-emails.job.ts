import { deliverNoticeEmails } from './email';
import { defineJob } from '../../platform/jobs/job';

/**
 * Sends the avisos' e-mails still to send (domain/notifications/email.ts). notify() asks for it in the transaction that
 * creates an aviso, so it runs once that commits; the minute's tick takes up what a failed send left for later.
 * Running twice is harmless: each e-mail is claimed by one guarded UPDATE.
 */
export const noticeEmailsJob = defineJob<Record<string, never>>({
  name: 'notice-emails',
  cron: '* * * * *',
  handler: async (deps) => {
    await deliverNoticeEmails(deps);
  },
});
