/** What "Avisos no celular" can offer on this device. */
export type PushAvailability = 'available' | 'ios-install' | 'denied' | 'unsupported';

export type PushEnvironment = {
  userAgent: string;
  /** The app runs from the home screen (display-mode standalone, or Safari's navigator.standalone). */
  standalone: boolean;
  /** ServiceWorker, PushManager and Notification all exist. */
  pushApi: boolean;
  permission: NotificationPermission | undefined;
};

/** iPhone and iPad (an iPad's Safari says Macintosh, but has touch). */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Safari on iOS offers push only to an app added to the home screen (iOS 16.4+): in its tab the athlete is shown how
 * to add it, whatever the Push API says there. Elsewhere: the switch, unless the browser has no push or the athlete
 * blocked notifications.
 */
export function pushAvailability(env: PushEnvironment & { maxTouchPoints?: number }): PushAvailability {
  if (isIos(env.userAgent, env.maxTouchPoints) && !env.standalone) return 'ios-install';
  if (!env.pushApi) return 'unsupported';
  if (env.permission === 'denied') return 'denied';
  return 'available';
}

/** This browser, now. */
export function currentPushEnvironment(): PushEnvironment & { maxTouchPoints: number } {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const pushApi = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return {
    userAgent: navigator.userAgent,
    standalone,
    pushApi,
    permission: 'Notification' in window ? Notification.permission : undefined,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  };
}

/** The VAPID public key (base64url) as PushManager.subscribe takes it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}
