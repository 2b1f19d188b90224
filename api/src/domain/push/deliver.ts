import { eq } from 'drizzle-orm';
import { noticeGroup, noticeWords } from '@areia/shared/core/rules/notices';
import { pushDeliveryOfKind, pushGroupOfKind, pushPayload } from '@areia/shared/core/rules/push';
import type { Notice } from '@areia/shared/core/schemas/notification';
import type { AppDeps } from '../../deps';
import { notifications, pushSubscriptions } from '../../platform/db/schema';
import { createLogger } from '../../platform/logger';
import { sendPush } from '../../platform/push/sender';
import { vapidKeyringOf } from '../../platform/push/vapid-keys';

export type NoticePushData = { notificationId: string; subscriptionId: string };

export type PushResult = 'sent' | 'gone' | 'skipped';

/**
 * Pushes one aviso to one device. Run by the notice-push job once the aviso's transaction has committed; pg-boss
 * hands the job to one instance. A push the service refuses with 404 or 410 deletes the device's subscription;
 * any other failure throws, and the queue tries the job again later (platform/jobs/queue.ts: 3 more times, 1, 2 and
 * 4 minutes on). Run twice, the second push carries the same `tag` and replaces the first on the lock screen.
 */
export async function deliverPush(deps: AppDeps, data: NoticePushData): Promise<PushResult> {
  const [device] = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, data.subscriptionId));
  const [aviso] = await deps.db.select().from(notifications).where(eq(notifications.id, data.notificationId));
  // Signed out, switched off or read in the app meanwhile: nothing to push.
  if (!device || !aviso || aviso.readAt || device.userId !== aviso.userId || !device.groups.includes(pushGroupOfKind[aviso.kind])) return 'skipped';
  const key = await vapidKeyringOf(deps).byKid(device.vapidKid);
  if (!key) {
    // Subscribed with a key rotated out twice: the push service would refuse every push; the app subscribes again.
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    return 'gone';
  }
  const notice = { kind: aviso.kind, params: aviso.params } as Notice;
  const { title, text } = noticeWords(notice);
  const payload = pushPayload({ id: aviso.id, title, body: text, path: aviso.link, tag: noticeGroup(notice), appUrl: deps.config.appUrl });
  const outcome = await sendPush({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
    key,
    subject: deps.config.pushSubject,
    ...pushDeliveryOfKind[aviso.kind],
    agent: deps.pushAgent,
  });
  if (outcome === 'gone') {
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    createLogger(deps.config.logSilent).info({ msg: 'push subscription gone', subscription_id: device.id });
  }
  return outcome;
}
