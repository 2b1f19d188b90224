// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { apiClient } from '@areia/shared/web/api/client';
import { PAGE_SIZE } from '@areia/shared/web/api/paging';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { Player } from '@areia/shared/core/schemas/player';
import PlayersPage from './players-page';

vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: { error: vi.fn() } }));
const session = vi.hoisted(() => ({ user: null as { id: string } | null }));
vi.mock('@areia/shared/web/session/session-context', () => ({ useSession: () => session }));

function renderPage(entry = '/players') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/players', element: <PlayersPage /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const player = (id: string, full_name: string, nickname: string): Player => ({
  id,
  name: full_name,
  full_name,
  nickname,
  avatar_url: null,
  rating: 640,
  whatsapp: null,
  sports: ['Vôlei'],
  ranking: 3,
  minCategory: 'Intermediário Plus',
  minCategoryReason: 'Intermediário Plus: nível 650 com 80 % de confiança',
  minScore: 600,
  ranking_points: 0,
  level: 640,
  level_reliability: 0,
  ranking_change: 0,
  statistics: { total_championships: 1, total_championships_last_6_months: 1, wins: 2, losses: 1 },
});

afterEach(() => {
  cleanup();
  session.user = null;
  vi.mocked(toast.error).mockClear();
});

describe('PlayersPage', () => {
  it('opened at the athlete’s place (?posicao=minha): asks for the page around them, numbers every place and marks their row', async () => {
    session.user = { id: '16' };
    const rows = [13, 14, 15, 16, 17].map((place) => ({ ...player(String(place), `Atleta ${place}`, `A${place}`), ranking: place, ranking_points: 400 - place }));
    rows.push({ ...player('46', 'Nova Atleta', 'Nova'), ranking: 46, ranking_points: 0 });
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ data: rows, headers: {} });
    renderPage('/players?posicao=minha');
    const cards = await screen.findAllByTestId('player-card');
    expect(get.mock.calls[0]?.[1]?.params).toEqual({ limit: PAGE_SIZE, around: '16' });
    expect(screen.getAllByTestId('player-position').map((place) => place.textContent)).toEqual([
      'Posição: 13º',
      'Posição: 14º',
      'Posição: 15º',
      'Posição: 16º',
      'Posição: 17º',
      // No ranking points: no place earned.
      'Posição: –Sem ranking ainda',
    ]);
    expect(cards.filter((card) => card.getAttribute('aria-current') === 'true').map((card) => card.getAttribute('href'))).toEqual(['/player/16']);
    expect(cards[3]!.textContent).toContain('Você · Atleta 16');
    // "Ver do 1º lugar" drops the place: the list from the top, without `around`.
    fireEvent.click(screen.getByRole('button', { name: 'Ver do 1º lugar' }));
    await waitFor(() => expect(get.mock.calls.at(-1)?.[1]?.params).toEqual({ limit: PAGE_SIZE }));
  });

  it('shows the failure in red with the spec’s message, and no toast on top of it', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('Network Error'));
    renderPage();
    expect(screen.getByText('Carregando...')).toBeTruthy();
    const error = await screen.findByRole('alert');
    expect(error.querySelector('p')?.textContent).toBe('Erro ao buscar jogadores');
    expect(error.className).toContain('areia-state--error');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("offers 'Tentar novamente', which asks the API again and shows the list once it answers", async () => {
    const get = vi
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce({ data: [player('1', 'Úrsula Costa', 'Ursinha')], headers: {} });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(get).toHaveBeenCalledTimes(1);
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('player-card')).toHaveLength(1);
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches on the server once typing pauses and says when nobody matches', async () => {
    const everyone = [player('1', 'Úrsula Costa', 'Ursinha'), player('2', 'Bruno Lima', 'BrunoL')];
    const get = vi.spyOn(apiClient, 'get').mockImplementation((_url, config) => {
      const search = (config?.params as { search?: string } | undefined)?.search;
      const data = search === undefined ? everyone : search === 'URSULA' ? everyone.slice(0, 1) : [];
      return Promise.resolve({ data, headers: {} });
    });
    renderPage();
    expect(await screen.findAllByTestId('player-card')).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar jogadores' }), { target: { value: 'URSULA' } });
    await waitFor(() =>
      expect(screen.getAllByTestId('player-card').map((card) => card.textContent)).toEqual([expect.stringContaining('Úrsula Costa')]),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar jogadores' }), { target: { value: 'ninguém' } });
    expect(await screen.findByText('Nenhum jogador encontrado')).toBeTruthy();
    expect(screen.queryAllByTestId('player-card')).toHaveLength(0);
    expect(get.mock.calls.map(([url, config]) => [url, config?.params])).toEqual([
      ['/api/players/' + VOLEI_MODALITY_ID, { limit: PAGE_SIZE }],
      ['/api/players/' + VOLEI_MODALITY_ID, { limit: PAGE_SIZE, search: 'URSULA' }],
      ['/api/players/' + VOLEI_MODALITY_ID, { limit: PAGE_SIZE, search: 'ninguém' }],
    ]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("loads the next page with the server's cursor from 'Carregar mais' and hides it on the last page", async () => {
    const get = vi
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce({ data: [player('1', 'Úrsula Costa', 'Ursinha')], headers: { 'x-next-cursor': 'pagina-2' } })
      .mockResolvedValueOnce({ data: [player('2', 'Bruno Lima', 'BrunoL')], headers: {} });
    renderPage();
    expect(await screen.findAllByTestId('player-card')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(screen.getAllByTestId('player-card')).toHaveLength(2));
    expect(get.mock.calls[1]?.[1]?.params).toEqual({ limit: PAGE_SIZE, cursor: 'pagina-2' });
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });
});
