import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from '@areia/shared/config/runtime-config';
import { AppProviders } from '@areia/shared/providers/app-providers';
import '@areia/shared/ui/theme.css';
import { registerRemotesFromConfig } from './remotes/remote-registry';
import { createAppRouter } from './router';
import { registerServiceWorker } from './service-worker';

async function start() {
  const config = await loadRuntimeConfig();
  registerRemotesFromConfig(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root não encontrado');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
