import { noticeLink } from '@areia/shared/core/rules/notices';
import { and, inArray, sql } from 'drizzle-orm';
import { noticeParamsSchemas, type Notice, type NoticeKind } from '@areia/shared/core/schemas/notification';
import { notifications } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import type { Tx } from '../../platform/db/tx';
import { noticeEmailsJob } from './notice-emails.job';
import { pushTargets, schedulePushes } from '../push/schedule';

/** Whom to tell (one or several athletes) and what: a kind with its params (shared/src/core/schemas/notification.ts). */
export type NotifyInput = Notice & ({ userId: string; userIds?: never } | { userIds: readonly string[]; userId?: never });

/**
 * Records an aviso for each recipient in the caller's transaction, so it exists exactly when what it tells does (a
 * rolled-back sign-up leaves no invitation aviso). Its e-mail is a job on the queue, written in the same transaction: it
 * runs once that commits (./email.ts), never inside it, and a failing mail server never fails the caller. A recipient
 * with a device that wants the kind's group is pushed there instead (domain/push), one job per device, and not e-mailed.
 *
 * The params are checked against the kind's schema: a wrong shape is a programming error and rolls the caller back.
 */
export async function notify(tx: Tx, deps: AppDeps, input: NotifyInput): Promise<void> {
  const recipients = [...new Set(input.userIds ?? [input.userId])];
  await notifyEach(tx, deps, recipients.map((userId) => ({ userId, notice: { kind: input.kind, params: input.params } as Notice })));
}

/**
 * Like `notify`, with each recipient's own aviso (a finish tells each athlete their own place and points), written in
 * one insert with one look-up of devices: the avisos of a championship's athletes cost a few statements, not a few per
 * athlete. The avisos must all be of one kind.
 */
export async function notifyEach(tx: Tx, deps: AppDeps, items: readonly { userId: string; notice: Notice }[]): Promise<void> {
  const kind = items[0]?.notice.kind;
  if (!kind) return;
  if (items.some((item) => item.notice.kind !== kind)) throw new Error('notifyEach: avisos de tipos diferentes');
  const rows = items.map(({ userId, notice }) => {
    const params = noticeParamsSchemas[kind].parse(notice.params) as Record<string, unknown>;
    return { userId, kind, params, link: noticeLink({ kind, params } as Notice) };
  });
  const createdAt = nowOf(deps);
  const devices = await pushTargets(tx, deps, [...new Set(rows.map((row) => row.userId))], kind);
  const pushed = new Set(devices.map((device) => device.userId));
  const avisos = await tx
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, createdAt, emailWanted: !pushed.has(row.userId) })))
    .returning({ id: notifications.id, userId: notifications.userId });
  await schedulePushes(tx, deps, avisos, devices);
  if (rows.some((row) => !pushed.has(row.userId))) await deps.jobs?.send(noticeEmailsJob.name, {}, { tx });
}

/**
 * Deletes the avisos of `kinds` about a championship sent to `athleteIds`, in the caller's transaction: a reopen undoes
 * the finish's results and category floors, so the avisos that told them would lie (their e-mails and pushes not yet
 * sent go with them: the senders skip an aviso that is gone). The next finish tells anew. `athleteIds`: the athletes
 * with a result of it, read by the reopen before it undoes them.
 */
export async function takeBackNotices(tx: Tx, kinds: readonly NoticeKind[], championshipId: string, athleteIds: readonly string[]): Promise<void> {
  if (athleteIds.length === 0) return;
  // By recipient first: the athletes' avisos are a range of notifications_user_page_idx, not a scan of every aviso.
  await tx
    .delete(notifications)
    .where(
      and(
        inArray(notifications.userId, [...athleteIds]),
        inArray(notifications.kind, [...kinds]),
        sql`${notifications.params}->>'championshipId' = ${championshipId}`,
      ),
    );
}
