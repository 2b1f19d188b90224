// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { apiClient } from '@areia/shared/web/api/client';
import ArenasPage from './arenas-page';

vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: { error: vi.fn() } }));

function renderPage(url = '/arenas') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/arenas', element: <ArenasPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function denyGeolocation() {
  const geolocation = {
    getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

beforeEach(denyGeolocation);
afterEach(() => {
  cleanup();
  vi.mocked(toast.error).mockClear();
});

describe('ArenasPage', () => {
  it('shows a failed list in red with the spec’s message, and does not toast it again', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('Network Error'));
    renderPage();
    const error = await screen.findByText('Erro ao carregar as arenas', { selector: '.areia-state--error p' });
    expect(error.closest('.areia-state--error')?.getAttribute('role')).toBe('alert');
    expect(vi.mocked(toast.error).mock.calls.filter(([message]) => message === 'Erro ao carregar as arenas')).toHaveLength(0);
  });

  it('tells once that the location is unavailable and explains it under Perto de mim', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ data: [] });
    renderPage();
    expect(await screen.findByText('Nenhuma arena cadastrada.')).toBeTruthy();
    expect(vi.mocked(toast.error).mock.calls.filter(([message]) => message === 'Não foi possível obter sua localização')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: 'Perto de mim' }));
    expect(await screen.findByText(/permita o acesso à localização/)).toBeTruthy();
    // Without a position nothing is asked of the nearby endpoint.
    expect(get.mock.calls.some(([, config]) => Object.hasOwn(Object(config?.params), 'latitude'))).toBe(false);
  });
});
