import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushUrgency } from '@areia/shared/core/rules/push';
import type { VapidKey } from './vapid-keys';

/** A device's subscription as the browser's PushSubscription.toJSON() gives it. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushOutcome = 'sent' | 'gone';

/** How long one push service request may take before it counts as failed (and is tried again later). */
const TIMEOUT_MS = 10_000;

/**
 * One encrypted push (RFC 8291, aes128gcm) signed with the device's VAPID key. 'gone' when the push service says the
 * subscription no longer exists (404, 410): the caller deletes it. Any other refusal or a network failure throws, so
 * the job is tried again.
 */
export async function sendPush(
  target: PushTarget,
  payload: object,
  options: { key: VapidKey; subject: string; ttl: number; urgency: PushUrgency; agent?: Agent | undefined },
): Promise<PushOutcome> {
  try {
    await webpush.sendNotification(target, JSON.stringify(payload), {
      vapidDetails: { subject: options.subject, publicKey: options.key.publicKey, privateKey: options.key.privateKey },
      TTL: options.ttl,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
      timeout: TIMEOUT_MS,
      ...(options.agent ? { agent: options.agent } : {}),
    });
    return 'sent';
  } catch (error) {
    if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
    if (error instanceof webpush.WebPushError) throw new Error(`push service answered ${error.statusCode}: ${error.body?.slice(0, 200) ?? ''}`, { cause: error });
    throw error;
  }
}
