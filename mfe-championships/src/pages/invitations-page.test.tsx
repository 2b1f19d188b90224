// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeInvitationsApi as fakeApi, invitationFixture as invitation } from '@areia/shared/web/testing/fake-invitations';
import { stubIntersectionObserver as stubObserver } from '@areia/shared/web/testing/intersection-observer';
import { PAGE_SIZE } from '@areia/shared/web/api/paging';
import InvitationsPage from './invitations-page';

vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn() } }));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/invitations', element: <InvitationsPage /> }], { initialEntries: ['/invitations'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const titles = () => screen.getAllByTestId('invitation').map((card) => within(card).getByRole('heading').textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvitationsPage', () => {
  it('shows the first page, loads the next one as the athlete scrolls to the end, and stops on the last', async () => {
    const view = stubObserver();
    const api = fakeApi(PAGE_SIZE + 12);
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(PAGE_SIZE));
    expect(screen.getByTestId('load-more')).toBeTruthy();

    view.scrollIntoView();
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(PAGE_SIZE + 12));
    expect(titles()).toEqual(api.ids().map((id) => `Copa ${Number(id.slice(4))}`));
    expect(api.get.mock.calls.map(([url, config]) => [url, config?.params])).toEqual([
      ['/api/invitations', { limit: PAGE_SIZE }],
      ['/api/invitations', { limit: PAGE_SIZE, cursor: `${invitation(PAGE_SIZE).created_at}|inv-050` }],
    ]);
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('declining on the first page removes that card and keeps every later invitation on screen', async () => {
    const view = stubObserver();
    const api = fakeApi(PAGE_SIZE + 3);
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(PAGE_SIZE));
    view.scrollIntoView();
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(PAGE_SIZE + 3));

    fireEvent.click(screen.getByRole('button', { name: 'Recusar convite para Copa 2' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Copa 2' })).toBeNull());
    await waitFor(() => expect(titles()).toEqual(api.ids().map((id) => `Copa ${Number(id.slice(4))}`)));
    expect(titles()).toHaveLength(PAGE_SIZE + 2);
    expect(titles().at(-1)).toBe(`Copa ${PAGE_SIZE + 3}`);
  });
});
