// @vitest-environment happy-dom
import { act } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import type { Session } from '@areia/shared/web/session/session-context';

const loads: Record<string, Promise<{ default: ComponentType }>> = {};
vi.mock('./remote-registry', () => ({
  loadRemotePage: (remote: string, module: string) => loads[`${remote}/${module}`],
  resetRemote: () => undefined,
}));

// What the build defines (shared/build/create-app-config.mjs), read by the contract check remote-page.tsx imports.
vi.stubGlobal('__AREIA_CONTRACT_VERSION__', '1.2.0');
const { RemotePage } = await import('./remote-page');
const { SessionContext } = await import('@areia/shared/web/session/session-context');
const session: Session = {
  user: null,
  status: 'signed-in',
  loading: false,
  offline: false,
  retrying: false,
  signingOut: false,
  retry: () => undefined,
  setUser: () => undefined,
  markSigningOut: () => undefined,
};
const { preloadRemotePage } = await import('./page-loads');

afterEach(cleanup);

function Profile() {
  return <p>Página do perfil</p>;
}

describe('RemotePage', () => {
  it('a page that arrived before its route renders in the first commit, with no skeleton painted before it', async () => {
    loads['mfe_profile/HomePage'] = Promise.resolve({ default: Profile });
    preloadRemotePage('mfe_profile', 'HomePage');
    await act(async () => {
      await loads['mfe_profile/HomePage'];
    });
    // Synchronous: no awaiting after render, so a suspended route would still be showing its skeleton here.
    render(<RemotePage remote="mfe_profile" module="HomePage" title="Início" />);
    expect(screen.getByText('Página do perfil')).toBeTruthy();
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
  });

  it('a page that cannot be fetched says "indisponível" while the server answers, and how to have it offline once the session cannot reach it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loads['mfe_arenas/ArenasPage'] = Promise.reject(new TypeError('Failed to fetch'));
    loads['mfe_arenas/ArenasPage'].catch(() => undefined);
    const page = (offline: boolean) => (
      <SessionContext.Provider value={{ ...session, offline }}>
        <RemotePage remote="mfe_arenas" module="ArenasPage" title="Arenas" />
      </SessionContext.Provider>
    );
    let view: ReturnType<typeof render> | undefined;
    await act(async () => {
      view = render(page(false));
    });
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe('Esta parte do app está indisponível no momento.');
    view!.rerender(page(true));
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe('Sem conexão — abra esta tela com internet uma vez para tê-la offline.');
  });
});
