import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { CloseButtonProps } from 'react-toastify';
import { createQueryClient } from '@areia/shared/web/api/query-client';
import { loadedToastify, subscribeToastify } from '@areia/shared/web/feedback/toast';
import { navigationMessages } from '@areia/shared/core/messages';
import { SessionProvider } from '@areia/shared/web/session/session-provider';
import { CloseIcon } from '@areia/shared/web/ui/icons';

/** react-toastify's close button, named in Portuguese (its own is named "close"). */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={navigationMessages.closeNotification}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <CloseIcon size={16} />
    </button>
  );
}

/**
 * react-toastify's container, rendered once the first toast has loaded the library (`@areia/shared/web/feedback/toast`):
 * nothing of it is downloaded at boot. The toasts called meanwhile wait in react-toastify's queue until it mounts.
 */
function LazyToastContainer() {
  const toastify = useSyncExternalStore(subscribeToastify, loadedToastify, () => undefined);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={3500}
      theme="dark"
      newestOnTop
      limit={3}
      closeButton={ToastCloseButton}
      aria-label={navigationMessages.notifications}
    />
  );
}

/** Query client, session and toasts: mounted once by the shell, and by a remote running alone in development. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
      <LazyToastContainer />
    </QueryClientProvider>
  );
}
