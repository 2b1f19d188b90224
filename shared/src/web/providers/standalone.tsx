import { StrictMode, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { serverMessage } from '@areia/shared/web/api/client';
import { loadRuntimeConfig, type RemoteName } from '@areia/shared/web/config/runtime-config';
import { screens } from '@areia/shared/core/manifest';
import { useSession } from '@areia/shared/web/session/session-context';
import { useLogin } from '@areia/shared/web/session/use-login';
import { Button } from '@areia/shared/web/ui/button';
import { TextField } from '@areia/shared/web/ui/field';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { BlankScreen } from '@areia/shared/web/ui/states';
import { AppProviders } from '@areia/shared/web/providers/app-providers';
import '@areia/shared/web/ui/theme.css';
import { applyStoredTheme, followThemeChanges } from '@areia/shared/web/theme/apply-theme';

/** In a remote's dev page, protected screens ask for a sign-in right there (the shell's login lives in mfe-auth). */
function DevSessionGate({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  const login = useLogin();
  const [email, setEmail] = useState('demo@areia.app');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  if (status === 'loading' || status === 'unreachable') return <BlankScreen />;
  if (user) return <>{children}</>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await login.mutateAsync({ email, password });
    } catch (failure) {
      setError(serverMessage(failure) ?? 'E-mail ou senha incorretos');
    }
  };
  return (
    <Page>
      <PageHeader title="Entrar (desenvolvimento)" />
      <form onSubmit={(event) => void submit(event)}>
        <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Senha" type="password" value={password} error={error} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" busy={login.isPending} busyLabel="Entrando...">
          Entrar
        </Button>
      </form>
    </Page>
  );
}

/**
 * A remote's own dev page: its screens of the route manifest, with the same providers the shell gives it, so a
 * feature team can work on it alone (`pnpm --filter @areia/mfe-arenas dev`). `pages` are its exposed modules.
 */
export async function mountStandalone(remote: RemoteName, pages: Readonly<Record<string, ComponentType>>) {
  applyStoredTheme();
  followThemeChanges();
  await loadRuntimeConfig();
  const routes = screens
    .filter((screen) => screen.remote === remote)
    .map(({ path, module, protected: gated }) => {
      const Page = pages[module];
      if (!Page) throw new Error(`${remote} não expõe ${module}`);
      return { path, element: gated ? <DevSessionGate><Page /></DevSessionGate> : <Page /> };
    });
  const router = createBrowserRouter(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root não encontrado');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
