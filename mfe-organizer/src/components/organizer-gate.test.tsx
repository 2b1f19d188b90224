// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import { SessionContext, type Session } from '@areia/shared/web/session/session-context';
import { OrganizerGate } from './organizer-gate';

function renderGate(user: Partial<UserProfile> | null) {
  const session = { user, status: 'authenticated', loading: false, offline: false, retrying: false, signingOut: false } as unknown as Session;
  const router = createMemoryRouter(
    [
      {
        path: '/organizer',
        element: (
          <OrganizerGate>
            <p>conteúdo do organizador</p>
          </OrganizerGate>
        ),
      },
    ],
    { initialEntries: ['/organizer'] },
  );
  render(
    <SessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
}

afterEach(cleanup);

describe('OrganizerGate', () => {
  it('lets an organizer in', () => {
    renderGate({ id: 'u1', isOrganizer: true });
    expect(screen.getByText('conteúdo do organizador')).toBeTruthy();
  });

  it('shows "sem acesso" with a way home to an athlete who does not organize', () => {
    renderGate({ id: 'u2', isOrganizer: false });
    expect(screen.queryByText('conteúdo do organizador')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sem acesso' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a home' }).getAttribute('href')).toBe('/home');
  });
});
