// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEPER_OWNER } from '@areia/shared/core/offline/outbox-rules';
import type { SetPoints } from '@areia/shared/core/rules/score';
import type { ScorekeeperGame, ScorekeeperView } from '@areia/shared/core/schemas/scorekeeper';
import { closeOutboxDatabase, listOutbox } from '@areia/shared/web/offline/outbox-store';
import ScorekeeperPage from './scorekeeper-page';

const game = (over: Partial<ScorekeeperGame> = {}): ScorekeeperGame => ({ id: 'g1', court: '1', teamA: 'Ana / Bia', teamB: 'Carla / Duda', liveSets: [], final: false, ...over });
const view = (games: ScorekeeperGame[]): ScorekeeperView => ({ championshipId: 'ch-1', championshipTitle: 'Open de Verão', court: null, games });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Reply = Response | Promise<Response>;
/**
 * A fake API by route: the screen's read answers `server.view`; each write is recorded and answered by the next of
 * `server.writes` (a 200 with the view when none is left).
 */
const server = {
  view: view([game()]) as ScorekeeperView,
  viewReply: null as null | (() => Reply),
  writes: [] as (() => Reply)[],
  sent: [] as { path: string; method: string; body: unknown; headers: Record<string, string> }[],
};
const fetchMock = vi.fn((url: string | URL, init?: RequestInit): Reply => {
  const path = new URL(String(url)).pathname;
  const method = init?.method ?? 'GET';
  if (method === 'GET') return server.viewReply ? server.viewReply() : json(200, server.view);
  server.sent.push({ path, method, body: JSON.parse(String(init!.body)), headers: (init!.headers ?? {}) as Record<string, string> });
  return (server.writes.shift() ?? (() => json(200, server.view)))();
});

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

/** A fake EventSource that remembers which stream the page opened. */
class FakeEventSource {
  static opened: string[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(url);
  }
  addEventListener() {}
  close() {}
}

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

const plus = (team: string) => screen.getByRole('button', { name: `+1 ponto para ${team}` });
const points = (side: 'a' | 'b') => screen.getByTestId(`points-${side}`).textContent;
const livePuts = () => server.sent.filter((call) => call.path.endsWith('/live')).map((call) => (call.body as { sets: SetPoints[] }).sets);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  server.view = view([game()]);
  server.viewReply = null;
  server.writes = [];
  server.sent = [];
  online = true;
  fetchMock.mockClear();
  FakeEventSource.opened = [];
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await closeOutboxDatabase();
});

describe('ScorekeeperPage', () => {
  it('says it is loading, then shows the game with both teams and the current set', async () => {
    let resolve: (r: Response) => void = () => {};
    server.viewReply = () => new Promise<Response>((r) => (resolve = r));
    renderAt();
    expect(screen.getByRole('status').textContent).toContain('Abrindo o placar…');
    resolve(json(200, view([game({ liveSets: [{ a: 21, b: 18 }, { a: 3, b: 5 }] })])));
    expect(await screen.findByRole('heading', { name: 'Open de Verão' })).toBeTruthy();
    expect(screen.getByText('Ana / Bia')).toBeTruthy();
    expect(screen.getByText('Carla / Duda')).toBeTruthy();
    expect(screen.getByText(/Set 2/)).toBeTruthy();
    expect(points('a')).toContain('3');
    expect(points('b')).toContain('5');
    expect(new URL(String(fetchMock.mock.calls[0]![0])).pathname).toBe('/api/scorekeeper/tok-1');
  });

  it('follows the championship’s live stream instead of re-reading by itself', async () => {
    renderAt();
    await screen.findByTestId('scorekeeper-game');
    await waitFor(() => expect(FakeEventSource.opened).toEqual([expect.stringMatching(/\/api\/live\/championships\/ch-1$/)]));
  });

  it('sends each +1 through the outbox with the link’s token and no session, and nothing waits once it got through', async () => {
    renderAt();
    await screen.findByTestId('scorekeeper-game');
    fireEvent.click(plus('Ana / Bia'));
    expect(points('a')).toContain('1');
    await waitFor(() => expect(livePuts()).toEqual([[{ a: 1, b: 0 }]]));
    expect(server.sent[0]).toMatchObject({ path: '/api/scorekeeper/tok-1/games/g1/live', method: 'PUT' });
    expect(server.sent[0]!.headers).not.toHaveProperty('Authorization');
    await waitFor(async () => expect(await listOutbox(KEEPER_OWNER)).toEqual([]));
    await waitFor(() => expect(screen.queryByTestId('scorekeeper-kept')).toBeNull());
    fireEvent.click(plus('Carla / Duda'));
    await waitFor(() => expect(livePuts().at(-1)).toEqual([{ a: 1, b: 1 }]));
  });

  it('a tap without signal is kept and said so, survives a reload, and goes when the connection returns', async () => {
    renderAt();
    await screen.findByTestId('scorekeeper-game');
    setOnline(false);
    fireEvent.click(plus('Ana / Bia'));
    fireEvent.click(plus('Ana / Bia'));
    fireEvent.click(plus('Carla / Duda'));
    expect((await screen.findByTestId('scorekeeper-kept')).textContent).toBe('Sem conexão: o placar ficou guardado no aparelho e será enviado quando a conexão voltar.');
    expect(server.sent).toEqual([]);

    // A reload without signal (the worker serves its last answer): the kept score is what the card shows.
    cleanup();
    await closeOutboxDatabase();
    renderAt();
    await screen.findByTestId('scorekeeper-game');
    expect(points('a')).toContain('2');
    expect(points('b')).toContain('1');
    expect(screen.getByTestId('scorekeeper-kept').textContent).toContain('Sem conexão');

    setOnline(true);
    await waitFor(() => expect(livePuts()).toEqual([[{ a: 2, b: 1 }]]));
    await waitFor(() => expect(screen.queryByTestId('scorekeeper-kept')).toBeNull());
  });

  it('a tap whose send got no answer, with bars but no data, is said kept on the device; the next send that gets through clears it', async () => {
    server.writes = [() => Promise.reject(new TypeError('Failed to fetch'))];
    renderAt();
    await screen.findByTestId('scorekeeper-game');
    fireEvent.click(plus('Ana / Bia'));
    await waitFor(() => expect(screen.getByTestId('scorekeeper-kept').textContent).toBe('Sem conexão: o placar ficou guardado no aparelho e será enviado quando a conexão voltar.'));
    expect(navigator.onLine).toBe(true);
    expect(livePuts()).toEqual([[{ a: 1, b: 0 }]]);

    // The data is back: the next tap goes at once, with the score as it stands.
    fireEvent.click(plus('Ana / Bia'));
    await waitFor(() => expect(livePuts().at(-1)).toEqual([{ a: 2, b: 0 }]));
    await waitFor(() => expect(screen.queryByTestId('scorekeeper-kept')).toBeNull());
    // The runtime's own retry of the unanswered send (20 s) must not fire in a later test of this worker.
    const runtime = (window as unknown as { __areiaKeeperOutbox?: { retry?: ReturnType<typeof setTimeout> } }).__areiaKeeperOutbox;
    clearTimeout(runtime?.retry);
    if (runtime) runtime.retry = undefined;
  });

  it('a tap made while the previous one is on its way is not lost: the latest score goes next', async () => {
    // One sender at a time, as the browser's Web Locks make it (happy-dom has none).
    let held = false;
    const locks = {
      request: async (_name: string, _options: unknown, run: (lock: unknown) => Promise<unknown>) => {
        if (held) return run(null);
        held = true;
        try {
          return await run({});
        } finally {
          held = false;
        }
      },
    };
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
    let release: (r: Response) => void = () => {};
    server.writes.push(() => new Promise<Response>((r) => (release = r)));
    renderAt();
    await screen.findByTestId('scorekeeper-game');
    fireEvent.click(plus('Ana / Bia'));
    await waitFor(() => expect(livePuts()).toHaveLength(1));
    expect(plus('Ana / Bia')).toHaveProperty('disabled', false);
    fireEvent.click(plus('Ana / Bia'));
    await waitFor(async () => expect((await listOutbox(KEEPER_OWNER))[0]?.sets).toEqual([{ a: 2, b: 0 }]));
    release(json(200, view([game({ liveSets: [{ a: 1, b: 0 }] })])));
    await waitFor(() => expect(livePuts()).toEqual([[{ a: 1, b: 0 }], [{ a: 2, b: 0 }]]));
    await waitFor(async () => expect(await listOutbox(KEEPER_OWNER)).toEqual([]));
    expect(points('a')).toContain('2');
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('a tap refused when it is sent says why in Portuguese; "Descartar" goes back to the server’s score', async () => {
    server.view = view([game({ liveSets: [{ a: 4, b: 2 }] })]);
    server.writes.push(() => json(409, { message: 'Este jogo já tem placar final: o mesário não pode mais alterá-lo.' }));
    renderAt();
    await screen.findByTestId('scorekeeper-game');
    fireEvent.click(plus('Ana / Bia'));
    const refusal = await screen.findByTestId('scorekeeper-kept-refused');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(refusal.textContent).toContain('Não enviado: Este jogo já tem placar final');
    expect(points('a')).toContain('5');
    fireEvent.click(within(refusal).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByTestId('scorekeeper-kept-refused')).toBeNull());
    expect(points('a')).toContain('4');
    expect(await listOutbox(KEEPER_OWNER)).toEqual([]);
  });

  it('offers "Próximo set" only once the set is over, and starts it at 0–0', async () => {
    server.view = view([game({ liveSets: [{ a: 20, b: 18 }] })]);
    renderAt();
    await screen.findByTestId('scorekeeper-game');
    expect(screen.queryByRole('button', { name: 'Próximo set' })).toBeNull();
    fireEvent.click(plus('Ana / Bia'));
    fireEvent.click(await screen.findByRole('button', { name: 'Próximo set' }));
    await waitFor(() => expect(livePuts().at(-1)).toEqual([{ a: 21, b: 18 }, { a: 0, b: 0 }]));
    expect(points('a')).toContain('0');
    expect(screen.getByText(/Set 2/)).toBeTruthy();
  });

  it('sends the result only after the confirm dialog, and only for a finished match', async () => {
    server.view = view([game({ liveSets: [{ a: 21, b: 18 }, { a: 20, b: 15 }] })]);
    renderAt();
    const send = await screen.findByRole('button', { name: 'Enviar resultado' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.click(plus('Ana / Bia'));
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Placar final: 21–18, 21–15');
    await waitFor(() => expect(livePuts()).toHaveLength(1));
    expect(server.sent.filter((call) => call.path.endsWith('/report'))).toEqual([]);
    server.writes.push(() => json(201, server.view));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar', hidden: true }));
    expect(await screen.findByText('Resultado enviado. Aguardando a confirmação de um dos times.')).toBeTruthy();
    await waitFor(() => expect(server.sent.at(-1)).toMatchObject({ path: '/api/scorekeeper/tok-1/games/g1/report', method: 'POST', body: { sets: [{ a: 21, b: 18 }, { a: 21, b: 15 }] } }));
    expect(plus('Ana / Bia')).toHaveProperty('disabled', true);
  });

  it('a result sent without signal is kept and said so, the score stays locked, and it goes when the connection returns', async () => {
    server.view = view([game({ liveSets: [{ a: 21, b: 18 }, { a: 21, b: 15 }] })]);
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar resultado' }));
    setOnline(false);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar', hidden: true }));
    expect((await screen.findByTestId('scorekeeper-kept')).textContent).toBe('Sem conexão: o resultado ficou guardado no aparelho e será enviado quando a conexão voltar.');
    expect(plus('Ana / Bia')).toHaveProperty('disabled', true);
    expect(server.sent).toEqual([]);
    server.writes.push(() => json(201, server.view));
    setOnline(true);
    await waitFor(() => expect(server.sent).toEqual([expect.objectContaining({ path: '/api/scorekeeper/tok-1/games/g1/report', method: 'POST', body: { sets: [{ a: 21, b: 18 }, { a: 21, b: 15 }] } })]));
    await waitFor(() => expect(screen.queryByTestId('scorekeeper-kept')).toBeNull());
    expect(screen.getByText('Resultado enviado. Aguardando a confirmação de um dos times.')).toBeTruthy();
  });

  it('shows the API\'s sentence for a revoked link, and asks no more', async () => {
    server.viewReply = () => json(410, { message: 'Este link de mesário foi revogado pelo organizador.' });
    renderAt();
    expect((await screen.findByTestId('scorekeeper-refused')).textContent).toContain('Este link de mesário foi revogado pelo organizador.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('a link revoked while scoring: the kept tap says so; an unknown link shows its sentence', async () => {
    server.writes.push(() => json(410, { message: 'Este link de mesário foi revogado pelo organizador.' }));
    renderAt();
    await screen.findByTestId('scorekeeper-game');
    fireEvent.click(plus('Ana / Bia'));
    expect((await screen.findByTestId('scorekeeper-kept-refused')).textContent).toContain('revogado pelo organizador');
    cleanup();
    server.viewReply = () => json(404, { message: 'Link de mesário não encontrado' });
    renderAt('/placar/nada');
    expect((await screen.findByTestId('scorekeeper-refused')).textContent).toContain('Link de mesário não encontrado');
  });
});
