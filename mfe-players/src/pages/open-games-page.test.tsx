// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { apiClient } from '@areia/shared/web/api/client';
import type { OpenGame } from '@areia/shared/core/schemas/open-game';
import OpenGamesPage from './open-games-page';
import OpenGamePage from './open-game-page';

vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@areia/shared/web/session/session-context', () => ({ useSession: () => ({ user: { id: 'me', level: 600 } }) }));

/** The phone refuses its position: the list reads every arena. */
beforeEach(() => {
  const geolocation = {
    getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/jogos-abertos', element: <OpenGamesPage /> },
      { path: '/jogos-abertos/:id', element: <OpenGamePage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const game = (over: Partial<OpenGame> = {}): OpenGame => ({
  id: 'g1',
  arena: { id: 'a1', name: 'Arena Leme Beach Vôlei' },
  starts_at: '2026-12-14T21:00:00.000Z',
  level_min: 450,
  level_max: 750,
  competitive: true,
  stage: 'open',
  creator_id: 'ana',
  places_left: 3,
  players: [{ id: 'ana', nickname: 'AnaS', avatar_url: null, level: 600, side: null, level_change: null }],
  score: null,
  me: { in_game: false, can_join: true, join_refusal: null, can_leave: false, can_remove: false, can_report: false, can_confirm: false },
  ...over,
});

describe('Jogos abertos', () => {
  it('lists games of my level with where, when, range and places, and says so when there are none', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValueOnce({ data: [game()], headers: {} });
    renderAt('/jogos-abertos');
    const card = await screen.findByTestId('open-game-card');
    expect(card.textContent).toContain('Arena Leme Beach Vôlei');
    expect(card.textContent).toContain('14/12/26 às 18:00');
    expect(card.textContent).toContain('Nível 450–750 · Competitivo · vale nível');
    expect(card.textContent).toContain('Aberto · 3 vagas');
    expect(get.mock.calls[0]![0]).toBe('/api/open-games');
    expect(screen.getByText('Jogos com vaga do seu nível, em todas as arenas')).toBeTruthy();
    get.mockResolvedValueOnce({ data: [], headers: {} });
    fireEvent.click(screen.getByRole('tab', { name: 'Meus jogos' }));
    expect(await screen.findByText('Você ainda não está em nenhum jogo aberto.')).toBeTruthy();
    expect(get.mock.calls[1]![1]).toMatchObject({ params: { mine: '1' } });
  });

  it('shows the error with a retry when the list cannot be read', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    renderAt('/jogos-abertos');
    expect(await screen.findByText('Erro ao buscar jogos abertos')).toBeTruthy();
  });
});

describe('Jogo aberto', () => {
  it('joins with one tap and shows the game as the API answers it', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValueOnce({ data: game(), headers: {} });
    const post = vi.spyOn(apiClient, 'post').mockResolvedValueOnce({
      data: game({ places_left: 2, players: [...game().players, { id: 'me', nickname: 'Eu', avatar_url: null, level: 600, side: null, level_change: null }], me: { ...game().me, in_game: true, can_join: false, can_leave: true } }),
      headers: {},
    });
    renderAt('/jogos-abertos/g1');
    fireEvent.click(await screen.findByTestId('open-game-join'));
    expect(await screen.findByText('Aberto · 2 vagas')).toBeTruthy();
    expect(post.mock.calls[0]![0]).toBe('/api/open-games/g1/join');
    expect(screen.getByRole('button', { name: 'Sair do jogo' })).toBeTruthy();
  });

  it('says why I cannot join, in the API\'s words', async () => {
    const refusal = 'Este jogo é para nível 450 a 750; o seu é 800';
    vi.spyOn(apiClient, 'get').mockResolvedValueOnce({ data: game({ me: { ...game().me, can_join: false, join_refusal: refusal } }), headers: {} });
    renderAt('/jogos-abertos/g1');
    expect((await screen.findByTestId('open-game-refusal')).textContent).toBe(refusal);
    expect(screen.queryByTestId('open-game-join')).toBeNull();
  });
});
