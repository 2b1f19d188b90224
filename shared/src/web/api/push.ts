import type { PushDevice, PushKey, PushSubscriptionBody } from '@areia/shared/core/schemas/push';
import { apiClient } from '@areia/shared/web/api/client';
import { expectObject } from '@areia/shared/web/api/response';

/** The server's VAPID public key, for PushManager.subscribe (GET /api/push/key). */
export async function fetchPushKey(): Promise<PushKey> {
  const { data } = await apiClient.get<unknown>('/api/push/key');
  return expectObject<PushKey>(data);
}

/** The signed-in athlete's devices that receive avisos on the lock screen. */
export async function fetchPushDevices(): Promise<PushDevice[]> {
  const { data } = await apiClient.get<unknown>('/api/me/push-subscriptions');
  return Array.isArray(data) ? (data as PushDevice[]) : [];
}

/** Registers this device (or changes its groups): the body is its subscription with the key id and the groups. */
export async function savePushDevice(body: PushSubscriptionBody): Promise<PushDevice> {
  const { data } = await apiClient.post<unknown>('/api/me/push-subscriptions', body);
  return expectObject<PushDevice>(data);
}

export async function deletePushDevice(endpoint: string): Promise<void> {
  await apiClient.delete<unknown>('/api/me/push-subscriptions', { data: { endpoint } });
}
