import type * as ReactToastify from 'react-toastify';
import type { ToastContent, ToastOptions } from 'react-toastify';

/**
 * The app's toasts, with react-toastify's call shape (`toast.error(message, options)`), off the boot path: the
 * library (its code and the stylesheet its container injects) is fetched on the first toast, and the calls made
 * meanwhile are replayed in order once it is there. react-toastify itself queues toasts until the container
 * (AppProviders' `LazyToastContainer`) mounts. It stays a shared singleton: the shell and every remote go through
 * the one copy of this module and of the library.
 */
export type Toastify = typeof ReactToastify;

let loaded: Toastify | undefined;
let loading: Promise<Toastify> | undefined;
const pending: ((toastify: Toastify) => void)[] = [];
const listeners = new Set<() => void>();

/** Fetches react-toastify once (again after a failed attempt), then replays the pending calls. */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (toastify) => {
      loaded = toastify;
      for (const run of pending.splice(0)) run(toastify);
      for (const listener of listeners) listener();
      return toastify;
    },
    (error: unknown) => {
      // Offline with nothing cached: the next toast tries again; the calls made so far wait for it.
      loading = undefined;
      console.error('[areia] react-toastify indisponível', error);
      throw error;
    },
  );
  return loading;
}

/** react-toastify once it is loaded (what the container renders), `undefined` before. */
export function loadedToastify(): Toastify | undefined {
  return loaded;
}

/** Called once react-toastify is loaded (for `useSyncExternalStore`). */
export function subscribeToastify(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function run(call: (toastify: Toastify) => void): void {
  if (loaded) {
    call(loaded);
    return;
  }
  pending.push(call);
  loadToastify().catch(() => undefined);
}

type Kind = 'success' | 'error' | 'info' | 'warning';
const show =
  (kind: Kind) =>
  (content: ToastContent, options?: ToastOptions): void =>
    run((toastify) => {
      toastify.toast[kind](content, options);
    });

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
