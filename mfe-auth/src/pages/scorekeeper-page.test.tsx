// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScorekeeperGame, ScorekeeperView } from '@areia/shared/core/schemas/scorekeeper';
import ScorekeeperPage from './scorekeeper-page';

const game = (over: Partial<ScorekeeperGame> = {}): ScorekeeperGame => ({ id: 'g1', court: '1', teamA: 'Ana / Bia', teamB: 'Carla / Duda', liveSets: [], final: false, ...over });
const view = (games: ScorekeeperGame[]): ScorekeeperView => ({ championshipTitle: 'Open de Verão', court: null, games });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn();

function renderAt(url = '/placar/tok-1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/placar/:token" element={<ScorekeeperPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The sets sent by the nth call (0-based) to fetch, with its method and path. */
const sent = (n: number) => {
  const [url, init] = fetchMock.mock.calls[n] as [string, RequestInit | undefined];
  return { path: new URL(url).pathname, method: init?.method ?? 'GET', body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScorekeeperPage', () => {
  it('says it is loading, then shows the game with both teams and the current set', async () => {
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (resolve = r)));
    renderAt();
    expect((screen.getByRole('status')).textContent).toContain('Abrindo o placar…');
    resolve(json(200, view([game({ liveSets: [{ a: 21, b: 18 }, { a: 3, b: 5 }] })])));
    expect(await screen.findByRole('heading', { name: 'Open de Verão' })).toBeTruthy();
    expect(screen.getByText('Ana / Bia')).toBeTruthy();
    expect(screen.getByText('Carla / Duda')).toBeTruthy();
    expect(screen.getByText(/Set 2/)).toBeTruthy();
    expect((screen.getByTestId('points-a')).textContent).toContain('3');
    expect((screen.getByTestId('points-b')).textContent).toContain('5');
    expect(sent(0).path).toBe('/api/scorekeeper/tok-1');
  });

  it('sends the live sets after each +1, with the buttons disabled while it is sent', async () => {
    fetchMock.mockResolvedValueOnce(json(200, view([game()])));
    renderAt();
    const plusA = await screen.findByRole('button', { name: '+1 ponto para Ana / Bia' });
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (resolve = r)));
    fireEvent.click(plusA);
    expect((screen.getByTestId('points-a')).textContent).toContain('1');
    expect(plusA).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '+1 ponto para Carla / Duda' })).toHaveProperty('disabled', true);
    expect(sent(1)).toEqual({ path: '/api/scorekeeper/tok-1/games/g1/live', method: 'PUT', body: { sets: [{ a: 1, b: 0 }] } });
    resolve(json(200, view([game({ liveSets: [{ a: 1, b: 0 }] })])));
    await waitFor(() => expect(plusA).toHaveProperty('disabled', false));
    fetchMock.mockResolvedValueOnce(json(200, view([game({ liveSets: [{ a: 1, b: 1 }] })])));
    fireEvent.click(screen.getByRole('button', { name: '+1 ponto para Carla / Duda' }));
    await waitFor(() => expect(sent(2).body).toEqual({ sets: [{ a: 1, b: 1 }] }));
  });

  it('offers "Próximo set" only once the set is over, and starts it at 0–0', async () => {
    fetchMock.mockResolvedValueOnce(json(200, view([game({ liveSets: [{ a: 20, b: 18 }] })])));
    renderAt();
    await screen.findByTestId('scorekeeper-game');
    expect(screen.queryByRole('button', { name: 'Próximo set' })).toBeNull();
    fetchMock.mockResolvedValueOnce(json(200, view([game({ liveSets: [{ a: 21, b: 18 }] })])));
    fireEvent.click(screen.getByRole('button', { name: '+1 ponto para Ana / Bia' }));
    const next = await screen.findByRole('button', { name: 'Próximo set' });
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    fetchMock.mockResolvedValueOnce(json(200, view([game({ liveSets: [{ a: 21, b: 18 }, { a: 0, b: 0 }] })])));
    fireEvent.click(next);
    await waitFor(() => expect(sent(2).body).toEqual({ sets: [{ a: 21, b: 18 }, { a: 0, b: 0 }] }));
    expect((screen.getByTestId('points-a')).textContent).toContain('0');
    expect(screen.getByText(/Set 2/)).toBeTruthy();
  });

  it('sends the result only after the confirm dialog, and only for a finished match', async () => {
    fetchMock.mockResolvedValueOnce(json(200, view([game({ liveSets: [{ a: 21, b: 18 }, { a: 20, b: 15 }] })])));
    renderAt();
    const send = await screen.findByRole('button', { name: 'Enviar resultado' });
    expect(send).toHaveProperty('disabled', true);
    fetchMock.mockResolvedValueOnce(json(200, view([game({ liveSets: [{ a: 21, b: 18 }, { a: 21, b: 15 }] })])));
    fireEvent.click(screen.getByRole('button', { name: '+1 ponto para Ana / Bia' }));
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect((dialog).textContent).toContain('Placar final: 21–18, 21–15');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockResolvedValueOnce(json(201, view([game({ liveSets: [{ a: 21, b: 18 }, { a: 21, b: 15 }] })])));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar', hidden: true }));
    expect(await screen.findByText('Resultado enviado. Aguardando a confirmação de um dos times.')).toBeTruthy();
    expect(sent(2)).toEqual({ path: '/api/scorekeeper/tok-1/games/g1/report', method: 'POST', body: { sets: [{ a: 21, b: 18 }, { a: 21, b: 15 }] } });
    expect(screen.getByRole('button', { name: '+1 ponto para Ana / Bia' })).toHaveProperty('disabled', true);
  });

  it('shows the API\'s sentence for a revoked link, and asks no more', async () => {
    fetchMock.mockResolvedValueOnce(json(410, { message: 'Este link de mesário foi revogado pelo organizador.' }));
    renderAt();
    expect((await screen.findByTestId('scorekeeper-refused')).textContent).toContain('Este link de mesário foi revogado pelo organizador.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the refusal when the link is revoked while scoring, and the unknown link\'s sentence for a 404', async () => {
    fetchMock.mockResolvedValueOnce(json(200, view([game()])));
    renderAt();
    fetchMock.mockResolvedValueOnce(json(410, { message: 'Este link de mesário foi revogado pelo organizador.' }));
    fireEvent.click(await screen.findByRole('button', { name: '+1 ponto para Ana / Bia' }));
    expect((await screen.findByTestId('scorekeeper-refused')).textContent).toContain('revogado pelo organizador');
    cleanup();
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Link de mesário não encontrado' }));
    renderAt('/placar/nada');
    expect((await screen.findByTestId('scorekeeper-refused')).textContent).toContain('Link de mesário não encontrado');
  });

  it('keeps the score and says why when a tap is refused for another reason', async () => {
    fetchMock.mockResolvedValueOnce(json(200, view([game()])));
    renderAt();
    fetchMock.mockResolvedValueOnce(json(409, { message: 'Este jogo já tem placar final: o mesário não pode mais alterá-lo.' }));
    fireEvent.click(await screen.findByRole('button', { name: '+1 ponto para Ana / Bia' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Este jogo já tem placar final');
    expect((screen.getByTestId('points-a')).textContent).toContain('0');
  });
});
