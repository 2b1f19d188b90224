import { useCallback, useEffect, useState } from 'react';
import { PUSH_GROUPS, type PushGroup } from '@areia/shared/core/rules/push';
import { deletePushDevice, fetchPushDevices, fetchPushKey, savePushDevice } from '@areia/shared/web/api/push';
import { applicationServerKey } from '../rules/push-availability';

export type PushDeviceState =
  | { status: 'loading' }
  | { status: 'off' }
  | { status: 'on'; groups: PushGroup[] }
  | { status: 'denied' }
  | { status: 'error' };

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** Subscribes this browser with the server's current key and registers it with these groups. */
async function subscribe(groups: PushGroup[]) {
  const key = await fetchPushKey();
  const pushManager = (await registration()).pushManager;
  const existing = await pushManager.getSubscription();
  // A subscription made with another key (the server rotated it) cannot be reused: the browser needs a new one.
  if (existing) await existing.unsubscribe();
  const subscription = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key.public_key) });
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  return savePushDevice({ endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth }, key_id: key.key_id, groups });
}

/**
 * This device's "Avisos no celular": whether it is subscribed and with which groups, turning it on (permission asked
 * here, so only from a tap), off, and one group at a time. A device the server no longer knows (signed out elsewhere,
 * key rotated) shows as off; one on an old key is subscribed again with its groups.
 */
export function usePushDevice(enabled: boolean) {
  const [state, setState] = useState<PushDeviceState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void (async () => {
      try {
        const subscription = await (await registration()).pushManager.getSubscription();
        if (!subscription || Notification.permission !== 'granted') {
          if (live) setState({ status: 'off' });
          return;
        }
        const [devices, key] = await Promise.all([fetchPushDevices(), fetchPushKey()]);
        let mine = devices.find((device) => device.endpoint === subscription.endpoint);
        if (mine && mine.key_id !== key.key_id) mine = await subscribe(mine.groups);
        if (live) setState(mine ? { status: 'on', groups: mine.groups } : { status: 'off' });
      } catch {
        if (live) setState({ status: 'error' });
      }
    })();
    return () => {
      live = false;
    };
  }, [enabled]);

  const run = useCallback(async (work: () => Promise<PushDeviceState>) => {
    setBusy(true);
    try {
      setState(await work());
    } catch {
      setState({ status: 'error' });
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOn = () =>
    run(async () => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return { status: permission === 'denied' ? 'denied' : 'off' };
      const device = await subscribe([...PUSH_GROUPS]);
      return { status: 'on', groups: device.groups };
    });

  const turnOff = () =>
    run(async () => {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (subscription) {
        await deletePushDevice(subscription.endpoint);
        await subscription.unsubscribe();
      }
      return { status: 'off' };
    });

  const setGroup = (group: PushGroup, on: boolean) =>
    run(async () => {
      const current = state.status === 'on' ? state.groups : [];
      const groups = PUSH_GROUPS.filter((item) => (item === group ? on : current.includes(item)));
      const subscription = await (await registration()).pushManager.getSubscription();
      if (!subscription) return { status: 'off' };
      const key = await fetchPushKey();
      const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      const device = await savePushDevice({ endpoint: json.endpoint, keys: json.keys, key_id: key.key_id, groups });
      return { status: 'on', groups: device.groups };
    });

  return { state, busy, turnOn, turnOff, setGroup };
}
