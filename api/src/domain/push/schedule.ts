import type { NoticeKind } from '@areia/shared/core/schemas/notification';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../platform/db/tx';
import { noticePushJob } from './notice-push.job';
import { devicesWanting } from './subscriptions';

/**
 * The devices that will be pushed an aviso of this kind, asked in the aviso's transaction before it is written: their
 * owners get no e-mail for it (the push replaces it). Without a job queue nothing is pushed and everyone is e-mailed.
 */
export async function pushTargets(tx: Tx, deps: AppDeps, userIds: readonly string[], kind: NoticeKind) {
  if (!deps.jobs) return [];
  return devicesWanting(tx, userIds, kind);
}

/** One push job per aviso and device, in the aviso's transaction: they run once it commits, and not at all otherwise. */
export async function schedulePushes(tx: Tx, deps: AppDeps, avisos: readonly { id: string; userId: string }[], devices: readonly { id: string; userId: string }[]) {
  if (!deps.jobs) return;
  for (const aviso of avisos) {
    for (const device of devices) {
      if (device.userId !== aviso.userId) continue;
      await deps.jobs.send(noticePushJob.name, { notificationId: aviso.id, subscriptionId: device.id }, { tx, singletonKey: `${aviso.id}:${device.id}` });
    }
  }
}
