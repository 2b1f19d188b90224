import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@areia/shared/web/api/query-client';
import { AppProviders } from '@areia/shared/web/providers/app-providers';
import { firstScreenSettled } from './first-screen';
import { createAppRouter } from './router';
import { sendKeptScoresAtStart } from './kept-scores';
import { registerServiceWorker } from './service-worker';
import { listenForPushOpens } from './push-open';

/** The app's first render (bootstrap.tsx's last stage). */
export function renderApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root não encontrado');
  const root = createRoot(container);
  // Before the router reads the address: a window opened from a notification drops its aviso parameter first.
  // (The worker's messages come after the first render: the router exists by then.)
  listenForPushOpens((path) => void appRouter.navigate(path));
  const appRouter = createAppRouter();
  const queryClient = createQueryClient();
  // A transition renders in slices that yield to the browser (no long task for the whole first render on a slow
  // phone); what is on screen meanwhile is index.html's own (a page's copy, or the black background).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={appRouter} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  registerServiceWorker(() => firstScreenSettled(queryClient));
  sendKeptScoresAtStart();
}
