import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { createQueryClient } from '@areia/shared/api/query-client';
import { SessionProvider } from '@areia/shared/session/session-provider';

/** Query client, session and toasts: mounted once by the shell, and by a remote running alone in development. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
      <ToastContainer position="bottom-center" autoClose={3500} theme="dark" newestOnTop limit={3} />
    </QueryClientProvider>
  );
}
