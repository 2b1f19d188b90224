// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { apiClient } from '@areia/shared/web/api/client';
import { PAGE_SIZE } from '@areia/shared/web/api/paging';
import type { HomeCounts } from '../hooks/use-home-counts';
import { HomeTiles } from './home-tiles';

vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: { error: vi.fn() } }));

const counts: HomeCounts = {
  playersTotal: 46,
  players: { value: '46' },
  upcomingChampionships: { value: '3' },
  nearbyArenas: { value: '2' },
};

/** GET /api/invitations: `total` pending invitations, paged as the API does (X-Next-Cursor when more remain). */
function invitationsApi(total: number) {
  return vi.spyOn(apiClient, 'get').mockImplementation(async (_url, config) => {
    const { limit = 50 } = (config?.params ?? {}) as { limit?: number };
    const data = Array.from({ length: Math.min(total, limit) }, (_, index) => ({ id: `inv-${index}` }));
    return { data, headers: total > limit ? { 'x-next-cursor': 'pagina-2' } : {} };
  });
}

function renderTiles() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/home', element: <HomeTiles counts={counts} /> }], { initialEntries: ['/home'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('HomeTiles: the invitations tile', () => {
  it('shows the real count when it fits in one page', async () => {
    const get = invitationsApi(3);
    renderTiles();
    expect(await screen.findByRole('link', { name: 'Convites para jogar: 3' })).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('shows "50+" past one page, from that page alone', async () => {
    const get = invitationsApi(3 * PAGE_SIZE);
    renderTiles();
    const tile = await screen.findByRole('link', { name: `Convites para jogar: ${PAGE_SIZE}+` });
    expect(tile.getAttribute('href')).toBe('/invitations');
    expect(get.mock.calls.map(([url, config]) => [url, config?.params])).toEqual([['/api/invitations', { limit: PAGE_SIZE }]]);
  });
});
