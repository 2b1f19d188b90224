// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DayGame, MyGameDay } from '@areia/shared/core/schemas/gameday';
import { apiClient } from '@areia/shared/web/api/client';
import type * as ClientModule from '@areia/shared/web/api/client';
import { AthleteDay, CheckInButton, DayStatus } from './day-status';

vi.mock('@areia/shared/web/api/client', async (original) => ({
  ...(await original<typeof ClientModule>()),
  apiClient: { get: vi.fn(), post: vi.fn(async () => ({ status: 201, data: {} })) },
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function renderWithClient(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

/** A device whose location answers with `outcome`. */
function stubLocation(outcome: 'ok' | 'denied' | 'failed') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if (outcome === 'ok') ok({ coords: { latitude: -22.96, longitude: -43.17 } } as GeolocationPosition);
    else fail({ code: outcome === 'denied' ? 1 : 2, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

const axiosError = (status: number, message?: string) => Object.assign(new Error('refused'), { isAxiosError: true, response: { status, data: message ? { message } : {} } });

describe('the athlete’s day', () => {
  it('stands the call out: "Chamado agora — Quadra 2"', () => {
    render(<DayStatus game={{ court: '2', predictedStart: '2026-11-28T13:40:00Z', delayMinutes: 15, calledAt: '2026-11-28T13:38:00Z' }} />);
    const status = screen.getByTestId('day-status');
    expect(status.textContent).toBe('Chamado agora — Quadra 2');
    expect(status.className).toContain('areia-day-status--called');
  });

  it('check-in asks the location on the tap, sends it, then says "Check-in feito ✓"', async () => {
    const ask = stubLocation('ok');
    renderWithClient(<CheckInButton championshipId="c1" />);
    expect(ask).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    await waitFor(() => expect(screen.getByTestId('checked-in').textContent).toBe('Check-in feito ✓'));
    expect(apiClient.post).toHaveBeenCalledWith('/api/live/championships/c1/check-in', { latitude: -22.96, longitude: -43.17 });
  });

  it('says in pt-BR when the location is denied, and when the athlete is too far', async () => {
    stubLocation('denied');
    renderWithClient(<CheckInButton championshipId="c1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Permita o acesso à sua localização para fazer o check-in.'));
    expect(apiClient.post).not.toHaveBeenCalled();
    cleanup();

    stubLocation('ok');
    vi.mocked(apiClient.post).mockRejectedValueOnce(axiosError(422));
    renderWithClient(<CheckInButton championshipId="c1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Você parece estar longe da arena. Faça o check-in quando chegar.'));
    expect(screen.getByRole('button', { name: 'Fazer check-in' })).toBeTruthy();
  });

  it('shows the athlete’s next game, "Fazer check-in" only while the server says it is open, and the check-in done', async () => {
    const nextGame: DayGame = {
      id: 'g1', court: '2', position: 1, phaseLabel: 'Fase de grupos', group: 'A',
      teamA: { id: 'ta', name: 'Ana / Bia' }, teamB: { id: 'tb', name: 'Carla / Duda' },
      state: 'aguardando', scheduledAt: '2026-11-28T13:25:00Z', predictedStart: '2026-11-28T13:40:00Z', predictedEnd: '2026-11-28T14:10:00Z',
      delayMinutes: 15, notBefore: null, calledAt: null, endedAt: null, liveSets: null, sets: null, scoreA: null, scoreB: null, forfeitTeamId: null, version: 0,
    };
    const mine = (patch: Partial<MyGameDay>): MyGameDay => ({ teamId: 'ta', checkedInAt: null, checkInOpensAt: '2026-11-28T12:40:00Z', checkInOpen: false, nextGame, ...patch });
    vi.mocked(apiClient.get).mockResolvedValueOnce({ status: 200, data: mine({}) });
    renderWithClient(<AthleteDay championshipId="c1" />);
    await waitFor(() => expect(screen.getByTestId('day-status').textContent).toBe('Quadra 2 · previsto 10:40 (+15 min)'));
    expect(apiClient.get).toHaveBeenCalledWith('/api/live/championships/c1/me', expect.anything());
    expect(screen.queryByRole('button', { name: 'Fazer check-in' })).toBeNull();
    cleanup();
    vi.mocked(apiClient.get).mockResolvedValueOnce({ status: 200, data: mine({ checkInOpen: true }) });
    renderWithClient(<AthleteDay championshipId="c1" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fazer check-in' })).toBeTruthy());
    cleanup();
    vi.mocked(apiClient.get).mockResolvedValueOnce({ status: 200, data: mine({ checkInOpen: true, checkedInAt: '2026-11-28T13:00:00Z' }) });
    renderWithClient(<AthleteDay championshipId="c1" />);
    await waitFor(() => expect(screen.getByTestId('checked-in').textContent).toBe('Check-in feito ✓'));
    cleanup();
    vi.mocked(apiClient.get).mockResolvedValueOnce({ status: 200, data: mine({ nextGame: null }) });
    renderWithClient(<AthleteDay championshipId="c1" />);
    await waitFor(() => expect(apiClient.get).toHaveBeenCalledTimes(4));
    expect(screen.queryByTestId('athlete-day')).toBeNull();
  });
});
