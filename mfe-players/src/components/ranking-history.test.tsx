// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@areia/shared/web/api/client';
import type { HistoryEntry } from '@areia/shared/core/schemas/ranking-history';
import { RankingHistory } from './ranking-history';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entry = (id: string, title: string, kind: HistoryEntry['kind'] = 'championship'): HistoryEntry => ({
  kind,
  championship_id: id,
  title,
  occurs: '2026-10-10T12:00:00.000Z',
  // A month ago: within the chart's 12 months whenever the test runs.
  finalized_at: new Date(Date.now() - 30 * 86_400_000).toISOString(),
  placement: 1,
  points: 150,
  counts: true,
  level_before: 500,
  level_after: 516,
  games: [
    {
      game_id: `${id}-g1`,
      partner: { id: 'p', nickname: 'Bia' },
      opponents: [
        { id: 'o1', nickname: 'Cacá' },
        { id: 'o2', nickname: 'Duda' },
      ],
      sets: { won: 2, lost: 0, scores: [{ own: 21, other: 15 }, { own: 21, other: 18 }] },
      win_chance: 0.31,
      level_change: 16,
    },
  ],
});

describe('RankingHistory', () => {
  it('shows a page of results with each game explained, and the next page on request', async () => {
    const get = vi
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce({ data: [entry('c2', 'Copa Verão')], headers: { 'x-next-cursor': 'next' } })
      .mockResolvedValueOnce({ data: [entry('c1', 'Torneio Ipanema')], headers: {} });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RankingHistory playerId="athlete" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Copa Verão')).toBeTruthy();
    expect(screen.getByText('1º lugar · 150 pontos · Conta entre os 5 melhores')).toBeTruthy();
    expect(screen.getByText('Vocês tinham 31% de chance; venceram 2–0: +16')).toBeTruthy();
    expect(screen.getByText(/com Bia contra Cacá e Duda/)).toBeTruthy();
    // The chart's numbers as a table for screen readers.
    expect(screen.getByRole('table', { name: 'Nível e pontos nos últimos 12 meses' }).querySelector('tbody tr td')?.textContent).toBe('516');
    // Beside the drawing: today's values in the legend.
    const legend = screen.getByRole('list', { name: 'Legenda' });
    expect([...legend.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Nível 516', 'Pontos 150']);
    expect(screen.queryByText(/--/)).toBeNull();
    // One finish: the chart names it.
    expect(screen.getByText('Primeiro resultado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Torneio Ipanema')).toBeTruthy();
    expect(screen.queryByText('Primeiro resultado')).toBeNull();
    // Someone else's page: nothing to share.
    expect(screen.queryByRole('button', { name: /Compartilhar/ })).toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[0]![0]).toMatch(/^\/api\/players\/[^/]+\/athlete\/history$/);
  });

  it('explains an open game like a championship game, saying it earns no ranking points', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValueOnce({ data: [{ ...entry('g1', 'Jogo aberto na Arena Leme', 'open_game'), placement: 0, points: 0, counts: false }], headers: {} });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RankingHistory playerId="athlete" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Jogo aberto na Arena Leme')).toBeTruthy();
    expect(screen.getByText('Jogo aberto · não vale pontos no ranking')).toBeTruthy();
    expect(screen.queryByText(/lugar/)).toBeNull();
    expect(screen.getByText('Nível 500 → 516')).toBeTruthy();
    expect(screen.getByText('Vocês tinham 31% de chance; venceram 2–0: +16')).toBeTruthy();
  });
});
