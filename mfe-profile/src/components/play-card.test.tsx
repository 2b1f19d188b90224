// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Play } from '@areia/shared/core/schemas/play';
import { apiClient } from '@areia/shared/web/api/client';
import { PAGE_SIZE } from '@areia/shared/web/api/paging';
import type { HomePosition } from '../hooks/use-home-counts';
import { PlayCard } from './play-card';

vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: { error: vi.fn() } }));

const COPACABANA = { latitude: -22.9714, longitude: -43.1823 };
const located: HomePosition = { location: { status: 'located', coords: COPACABANA }, near: COPACABANA, ready: true };
const nowhere: HomePosition = { location: { status: 'unavailable', reason: 'denied' }, near: null, ready: true };
const somePlay: Play = { open_games: { count: 3, more: false }, partner_championships: { count: 1, more: false } };

/**
 * GET /api/invitations: `total` pending invitations, paged as the API does (X-Next-Cursor when more remain);
 * GET /api/user/play: `play`, or a failure when null, or never when undefined.
 */
function api(total: number, play: Play | null | undefined = somePlay) {
  return vi.spyOn(apiClient, 'get').mockImplementation(async (url, config) => {
    if (url === '/api/user/play') {
      if (play === undefined) return new Promise(() => undefined);
      if (play === null) throw new Error('rede');
      return { data: play, headers: {} };
    }
    const { limit = 50 } = (config?.params ?? {}) as { limit?: number };
    const data = Array.from({ length: Math.min(total, limit) }, (_, index) => ({ id: `inv-${index}` }));
    return { data, headers: total > limit ? { 'x-next-cursor': 'pagina-2' } : {} };
  });
}

function renderCard(position: HomePosition = located) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/home', element: <PlayCard position={position} offline={false} /> }], { initialEntries: ['/home'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PlayCard: the invitations row', () => {
  it('shows the real count when it fits in one page', async () => {
    const get = api(3);
    renderCard();
    expect(await screen.findByRole('link', { name: 'Convites: 3' })).toBeTruthy();
    expect(get.mock.calls.filter(([url]) => url === '/api/invitations')).toHaveLength(1);
  });

  it('shows "50+" past one page, from that page alone', async () => {
    const get = api(3 * PAGE_SIZE);
    renderCard();
    const row = await screen.findByRole('link', { name: `Convites: ${PAGE_SIZE}+` });
    expect(row.getAttribute('href')).toBe('/invitations');
    expect(get.mock.calls.filter(([url]) => url === '/api/invitations').map(([url, config]) => [url, config?.params])).toEqual([['/api/invitations', { limit: PAGE_SIZE }]]);
  });
});

describe('PlayCard: open games and partners', () => {
  it('counts from one read at the position, each row opening its screen', async () => {
    const get = api(2);
    renderCard();
    expect((await screen.findByRole('link', { name: 'Jogos abertos perto de você: 3' })).getAttribute('href')).toBe('/jogos-abertos');
    expect(screen.getByRole('link', { name: 'Procurando dupla nos seus campeonatos: 1' }).getAttribute('href')).toBe('/players?filtro=procurando');
    expect(screen.getByRole('link', { name: 'Abrir um jogo' }).getAttribute('href')).toBe('/jogos-abertos/novo');
    expect(get.mock.calls.filter(([url]) => url === '/api/user/play').map(([, config]) => config?.params)).toEqual([COPACABANA]);
  });

  it('says "20+" past the cap, and asks without a position when the device gives none', async () => {
    const get = api(0, { open_games: { count: 20, more: true }, partner_championships: { count: 20, more: true } });
    renderCard(nowhere);
    expect(await screen.findByRole('link', { name: 'Jogos abertos no seu nível: 20+' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Procurando dupla nos seus campeonatos: 20+' })).toBeTruthy();
    expect(get.mock.calls.filter(([url]) => url === '/api/user/play').map(([, config]) => config?.params)).toEqual([undefined]);
  });

  it('shows dots while counting, waits for the position, and says so', async () => {
    const get = api(0, undefined);
    renderCard({ location: { status: 'locating' }, near: null, ready: false });
    expect(await screen.findByText('Buscando jogos e duplas...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jogos abertos no seu nível: ...' })).toBeTruthy();
    expect(get.mock.calls.filter(([url]) => url === '/api/user/play')).toEqual([]);
  });

  it('offers to open a game when nothing is there', async () => {
    api(0, { open_games: { count: 0, more: false }, partner_championships: { count: 0, more: false } });
    renderCard();
    expect(await screen.findByRole('link', { name: 'Nada por perto agora: abra um jogo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Convites: 0' })).toBeTruthy();
  });

  it('shows dashes and says it could not count when the read fails', async () => {
    api(1, null);
    renderCard();
    expect(await screen.findByText('Não foi possível contar agora.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jogos abertos perto de você: —' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Convites: 1' })).toBeTruthy();
  });
});
