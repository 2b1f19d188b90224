// @vitest-environment happy-dom
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListPage } from '@areia/shared/web/api/paging';
import { FoundView, ListView, QueryView, type ViewedListQuery, type ViewedQuery } from './query-view';
import { EmptyState, LoadingState } from './states';

vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: { error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.mocked(toast.error).mockClear();
});

const query = <T,>(state: Partial<ViewedQuery<T>>): ViewedQuery<T> => ({ data: undefined, error: null, refetch: vi.fn(() => Promise.resolve()), ...state });

function notFoundError(): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Not Found', 'ERR_BAD_REQUEST', config, null, { status: 404, statusText: 'Not Found', headers: {}, config, data: {} });
}

const notFound = <p data-testid="not-found-state">Campeonato não encontrado</p>;

function view<T>(q: ViewedQuery<T>, extra: Partial<Parameters<typeof QueryView<T>>[0]> = {}) {
  return (
    <MemoryRouter>
      <QueryView query={q} errorMessage="Erro ao buscar campeonatos" notFound={notFound} empty={<EmptyState message="Nenhum campeonato" />} {...extra}>
        {(data) => <p data-testid="data">{JSON.stringify(data)}</p>}
      </QueryView>
    </MemoryRouter>
  );
}

describe('QueryView', () => {
  it('pending: the skeleton it is given, and nothing else', () => {
    render(view(query<string[]>({}), { loading: <LoadingState shape="detail" /> }));
    expect(screen.getByTestId('loading-state').getAttribute('data-shape')).toBe('detail');
    expect(screen.queryByTestId('data')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('failed: the message in red and "Tentar novamente" calls refetch; no toast on top of it', () => {
    const failed = query<string[]>({ error: new Error('Network Error') });
    const { rerender } = render(view(failed));
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('Erro ao buscar campeonatos');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    rerender(view(failed));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('the message may come from the error (the server’s sentence)', () => {
    render(view(query<string[]>({ error: new Error('Sem acesso') }), { errorMessage: (error) => (error as Error).message }));
    expect(screen.getByRole('alert').textContent).toContain('Sem acesso');
  });

  it('404: the not-found state, no red error, no retry, no toast', () => {
    render(view(query<string[]>({ error: notFoundError() })));
    expect(screen.getByTestId('not-found-state')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a missing route id: the same not-found state, while the query waits', () => {
    render(view(query<string[]>({}), { missing: true }));
    expect(screen.getByTestId('not-found-state')).toBeTruthy();
    expect(screen.queryByTestId('loading-state')).toBeNull();
  });

  it('a screen without a route id treats a 404 as any failed load', () => {
    render(view(query<string[]>({ error: notFoundError() }), { notFound: undefined }));
    expect(screen.getByRole('alert').textContent).toContain('Erro ao buscar campeonatos');
  });

  it('empty: the empty state (an empty array by default, or the page’s own rule)', () => {
    render(view(query<string[]>({ data: [] })));
    expect(screen.getByText('Nenhum campeonato')).toBeTruthy();
    cleanup();
    render(view(query<{ games: string[] }>({ data: { games: [] } }), { isEmpty: (data) => data.games.length === 0 }));
    expect(screen.getByText('Nenhum campeonato')).toBeTruthy();
  });

  it('data: the children with it; `frame` wraps the states only', () => {
    const frame = (state: React.ReactNode) => <section data-testid="frame">{state}</section>;
    render(view(query({ data: ['Copa'] }), { frame }));
    expect(screen.getByTestId('data').textContent).toBe('["Copa"]');
    expect(screen.queryByTestId('frame')).toBeNull();
    cleanup();
    render(view(query<string[]>({}), { frame }));
    expect(screen.getByTestId('frame').querySelector('[data-testid="loading-state"]')).not.toBeNull();
  });

  it('a failed re-read keeps the answer on screen, without a red state or a toast', () => {
    render(view(query({ data: ['Copa'], error: new Error('Network Error') })));
    expect(screen.getByTestId('data').textContent).toBe('["Copa"]');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps the previous answer on screen while the next one loads (placeholder data)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: Record<string, (value: string[]) => void> = {};
    function Search() {
      const [term, setTerm] = useState('a');
      const q = useQuery({
        queryKey: ['search', term],
        queryFn: () => new Promise<string[]>((resolve) => (answers[term] = resolve)),
        placeholderData: keepPreviousData,
      });
      return (
        <>
          <button type="button" onClick={() => setTerm('b')}>
            b
          </button>
          <QueryView query={q} errorMessage="Erro">
            {(rows) => <p data-testid="data">{rows.join(',')}</p>}
          </QueryView>
        </>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Search />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('loading-state')).toBeTruthy();
    await waitFor(() => expect(answers.a).toBeDefined());
    await act(async () => answers.a?.(['Ana']));
    expect((await screen.findByTestId('data')).textContent).toBe('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'b' }));
    expect(screen.getByTestId('data').textContent).toBe('Ana');
    expect(screen.queryByTestId('loading-state')).toBeNull();
    await waitFor(() => expect(answers.b).toBeDefined());
    expect(screen.getByTestId('data').textContent).toBe('Ana');
    await act(async () => answers.b?.(['Bia']));
    await waitFor(() => expect(screen.getByTestId('data').textContent).toBe('Bia'));
  });
});

describe('ListView', () => {
  const pages = (...rows: string[][]) => ({
    pages: rows.map((ids, index): ListPage<{ id: string }> => ({ items: ids.map((id) => ({ id })), nextCursor: index < rows.length - 1 ? 'c' : null })),
    pageParams: rows.map(() => null),
  });
  const list = (state: Partial<ViewedListQuery<{ id: string }>>): ViewedListQuery<{ id: string }> => ({
    data: undefined,
    error: null,
    refetch: vi.fn(() => Promise.resolve()),
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(() => Promise.resolve()),
    ...state,
  });
  const listView = (q: ViewedListQuery<{ id: string }>) => (
    <ListView query={q} errorMessage="Erro ao buscar jogadores" empty={<EmptyState message="Nenhum jogador encontrado" />}>
      {(rows) => <p data-testid="rows">{rows.map((row) => row.id).join(',')}</p>}
    </ListView>
  );

  it('every page’s rows once, then "Carregar mais" while there is a next page', () => {
    const q = list({ data: pages(['1', '2'], ['2', '3']), hasNextPage: true });
    render(listView(q));
    expect(screen.getByTestId('rows').textContent).toBe('1,2,3');
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('rows of an older search stay on screen, marked busy, until the new answer arrives', () => {
    const { rerender } = render(listView(list({ data: pages(['1', '2']), isPlaceholderData: true })));
    expect(screen.getByTestId('rows').textContent).toBe('1,2');
    expect(screen.getByTestId('rows').parentElement!.getAttribute('aria-busy')).toBe('true');
    rerender(listView(list({ data: pages(['2']) })));
    expect(screen.getByTestId('rows').textContent).toBe('2');
    expect(screen.getByTestId('rows').parentElement!.getAttribute('aria-busy')).toBe('false');
  });

  it('no rows: the empty state, no "Carregar mais"', () => {
    render(listView(list({ data: pages([]) })));
    expect(screen.getByText('Nenhum jogador encontrado')).toBeTruthy();
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('a failed next page keeps the rows and says so under them, without a toast', () => {
    render(listView(list({ data: pages(['1']), hasNextPage: true, error: new Error('Network Error'), isFetchNextPageError: true })));
    expect(screen.getByTestId('rows').textContent).toBe('1');
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível carregar mais itens.');
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('FoundView', () => {
  const gate = (error: unknown, missing = false) => (
    <FoundView query={{ error }} missing={missing} notFound={notFound}>
      <p data-testid="tabs">abas</p>
    </FoundView>
  );

  it('shows its children at once, whatever the query is doing, unless the id names nothing', () => {
    render(gate(null));
    expect(screen.getByTestId('tabs')).toBeTruthy();
    cleanup();
    render(gate(new Error('Network Error')));
    expect(screen.getByTestId('tabs')).toBeTruthy();
    cleanup();
    render(gate(notFoundError()));
    expect(screen.getByTestId('not-found-state')).toBeTruthy();
    cleanup();
    render(gate(null, true));
    expect(screen.getByTestId('not-found-state')).toBeTruthy();
    expect(screen.queryByTestId('tabs')).toBeNull();
  });
});

describe('QueryView offline', () => {
  const networkError = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK, { headers: new AxiosHeaders() }, {});
  const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  afterEach(() => vi.restoreAllMocks());

  it('no answer on a device that says it is offline: the screen was never kept, and it says how to have it', () => {
    online(false);
    render(view(query<string[]>({ error: networkError() })));
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe('Sem conexão — abra esta tela com internet uma vez para tê-la offline.');
  });

  it('no answer while online (the server is down): the screen’s own sentence', () => {
    online(true);
    render(view(query<string[]>({ error: networkError() })));
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe('Erro ao buscar campeonatos');
  });

  it('offline, a refusal with an answer is still the screen’s sentence', () => {
    online(false);
    render(view(query<string[]>({ error: new Error('Sem acesso') })));
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe('Erro ao buscar campeonatos');
  });
});
