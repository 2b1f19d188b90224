import { and, eq, inArray, sql } from 'drizzle-orm';
import { noticeMessages } from '@areia/shared/core/messages';
import { noticeWords } from '@areia/shared/core/rules/notices';
import type { Notice } from '@areia/shared/core/schemas/notification';
import { notifications, users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { createLogger } from '../../platform/logger';
import { mailerOf, type MailMessage } from '../../platform/mail/mailer';

/** An e-mail is tried at most this many times (the partial index notifications_email_pending_idx holds the same 5). */
export const NOTICE_EMAIL_ATTEMPTS_MAX = 5;
/** How long a sender holds the rows it claimed: another instance takes them over only after this. */
export const NOTICE_EMAIL_CLAIM_MS = 5 * 60 * 1000;
/** Rows claimed per statement. */
const BATCH = 50;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The e-mail of one aviso: its title as the subject, its sentence, and a link to its screen in the app. */
export function noticeEmail(to: string, name: string, notice: Notice, link: string): MailMessage {
  const { title, text } = noticeWords(notice);
  const lines = [noticeMessages.emailGreeting(name), '', text, '', `${noticeMessages.emailOpen}: ${link}`, '', noticeMessages.emailFooter, '', noticeMessages.emailSignature];
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif">
<p>${escapeHtml(noticeMessages.emailGreeting(name))}</p>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(noticeMessages.emailOpen)}</a></p>
<p style="color:#666">${escapeHtml(noticeMessages.emailFooter)}</p>
<p>${escapeHtml(noticeMessages.emailSignature)}</p>
</body></html>`;
  return { to, subject: `Areia: ${title}`, text: lines.join('\n'), html };
}

/**
 * Sends every aviso e-mail still to send, oldest first, and answers how many went out. Each batch is claimed by one
 * guarded UPDATE (`FOR UPDATE SKIP LOCKED`, then held until a claim time), so any number of instances running this at
 * once send each e-mail once. A failed send is left for a later run, after a pause that grows with its attempts, at
 * most NOTICE_EMAIL_ATTEMPTS_MAX times.
 */
export async function deliverNoticeEmails(deps: AppDeps): Promise<number> {
  const mailer = mailerOf(deps);
  const logger = createLogger(deps.config.logSilent);
  let sent = 0;
  for (;;) {
    const now = nowOf(deps);
    const claimed = await deps.db
      .update(notifications)
      .set({ emailAttempts: sql`${notifications.emailAttempts} + 1`, emailClaimedUntil: new Date(now.getTime() + NOTICE_EMAIL_CLAIM_MS) })
      .where(
        inArray(
          notifications.id,
          sql`(SELECT id FROM notifications WHERE email_sent_at IS NULL AND email_attempts < ${NOTICE_EMAIL_ATTEMPTS_MAX} AND email_wanted
            AND (email_claimed_until IS NULL OR email_claimed_until <= ${now.toISOString()}::timestamptz) ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
        ),
      )
      .returning();
    if (claimed.length === 0) return sent;
    const recipients = await deps.db
      .select({ id: users.id, email: users.email, nickname: users.nickname, fullName: users.fullName })
      .from(users)
      .where(inArray(users.id, [...new Set(claimed.map((row) => row.userId))]));
    for (const row of claimed) {
      const recipient = recipients.find((user) => user.id === row.userId);
      if (!recipient) continue;
      const notice = { kind: row.kind, params: row.params } as Notice;
      try {
        await mailer.send(noticeEmail(recipient.email, recipient.nickname || recipient.fullName || '', notice, `${deps.config.appUrl}${row.link}`));
        await deps.db
          .update(notifications)
          .set({ emailSentAt: nowOf(deps), emailClaimedUntil: null })
          .where(eq(notifications.id, row.id));
        sent += 1;
      } catch (error) {
        // Tried again after 1, 2, 4, 8 minutes: a mail server that is down for a while is not hammered.
        const retryAt = new Date(nowOf(deps).getTime() + 60_000 * 2 ** (row.emailAttempts - 1));
        await deps.db
          .update(notifications)
          .set({ emailClaimedUntil: retryAt })
          .where(and(eq(notifications.id, row.id), sql`${notifications.emailSentAt} IS NULL`));
        logger.error({ msg: 'notice e-mail failed', notification_id: row.id, attempt: row.emailAttempts, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
}
