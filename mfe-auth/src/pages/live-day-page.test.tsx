// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DayGame } from '@areia/shared/core/schemas/gameday';
import type { PublicDay } from '@areia/shared/web/api/public-day';
import LiveDayPage from './live-day-page';

vi.mock('../components/live-qr', () => ({ default: ({ url }: { url: string }) => <img alt="QR code para acompanhar no celular" data-url={url} /> }));

const game = (over: Partial<DayGame>): DayGame => ({
  id: 'g',
  court: '1',
  position: 1,
  phaseLabel: 'Grupos',
  group: 'A',
  teamA: { id: 'ta', name: 'Ana / Bia' },
  teamB: { id: 'tb', name: 'Carla / Duda' },
  state: 'aguardando',
  scheduledAt: '2026-12-12T13:00:00.000Z',
  predictedStart: '2026-12-12T13:40:00.000Z',
  predictedEnd: '2026-12-12T14:10:00.000Z',
  delayMinutes: 0,
  notBefore: null,
  calledAt: null,
  endedAt: null,
  liveSets: null,
  sets: null,
  scoreA: null,
  scoreB: null,
  forfeitTeamId: null,
  version: 1,
  ...over,
});

const day: PublicDay = {
  championshipId: 'c-1',
  title: 'Open de Verão',
  occurs: '2026-12-12T11:00:00.000Z',
  arenaName: 'Arena Leblon',
  liveVersion: 3,
  paceMinutes: 30,
  restMinutes: 10,
  checkinMinutes: 60,
  courts: [
    {
      court: '1',
      unavailableUntil: null,
      current: game({ id: 'g1', state: 'em_quadra', liveSets: [{ a: 21, b: 18 }, { a: 8, b: 6 }] }),
      next: [game({ id: 'g2', position: 2, teamA: { id: 'tc', name: 'Edu / Fábio' }, teamB: { id: 'td', name: 'Gil / Hugo' } })],
    },
    { court: 'Quadra 2', unavailableUntil: null, current: null, next: [] },
  ],
  games: [],
  standings: [
    { group_label: 'A', team_id: 'ta', members: 'Ana / Bia', games: 1, wins: 1, defeats: 0, points: 2, total: 7, position: 1, explanation: '' },
  ],
};

const fetchMock = vi.fn();

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/ao-vivo/:id" element={<LiveDayPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LiveDayPage', () => {
  it('reads the public day without a session and shows each court, its live score, the next game and the standings', async () => {
    localStorage.setItem('auth_token', 'not-sent');
    fetchMock.mockResolvedValue(new Response(JSON.stringify(day), { status: 200 }));
    renderAt('/ao-vivo/c-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open de Verão' })).toBeTruthy();
    expect(screen.getByText('sábado, 12 de dezembro de 2026 · Arena Leblon')).toBeTruthy();

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/live\/championships\/c-1\/day$/);
    // No token: the request carries no header of the app's.
    expect(init.headers).toBeUndefined();

    const court1 = screen.getByRole('region', { name: 'Quadra 1' });
    expect(within(court1).getByText('Ana / Bia')).toBeTruthy();
    expect(within(court1).getByText('Carla / Duda')).toBeTruthy();
    expect(within(court1).getByLabelText('Placar: 21–18 · 8–6')).toBeTruthy();
    expect(within(court1).getByText('previsto 10:40')).toBeTruthy();
    expect(within(court1).getByText('Edu / Fábio × Gil / Hugo')).toBeTruthy();
    const court2 = screen.getByRole('region', { name: 'Quadra 2' });
    expect(within(court2).getByText('Nenhum jogo em quadra')).toBeTruthy();
    expect(within(court2).getByText('Nenhum jogo na fila')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Grupo A' });
    expect(within(table).getByRole('rowheader', { name: 'Ana / Bia' })).toBeTruthy();
    expect(screen.queryByAltText('QR code para acompanhar no celular')).toBeNull();
    expect(document.title).toBe('Ao vivo · Open de Verão · Areia');
  });

  it('in TV mode lays the courts side by side and shows a QR code to the phone page', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(day), { status: 200 }));
    renderAt('/ao-vivo/c-1?tv=1');
    const qr = await screen.findByAltText('QR code para acompanhar no celular');
    expect(qr.getAttribute('data-url')).not.toMatch(/tv=/);
    expect(screen.getByTestId('live-day').querySelector('[style]')?.getAttribute('style')).toMatch(/repeat\(2,/);
  });

  it('draws the day the page\'s HTML came with at once, without asking the API', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'areia-live-day';
    block.textContent = JSON.stringify(day);
    document.head.append(block);
    renderAt('/ao-vivo/c-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Open de Verão' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the championship does not exist on a 404', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Campeonato não encontrado' }), { status: 404 }));
    renderAt('/ao-vivo/nada');
    expect(await screen.findByText('Campeonato não encontrado.')).toBeTruthy();
  });
});
