// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useSearchTermParam } from './use-search-term-param';

function SearchBox() {
  const { term, setTerm, settled, hereHref } = useSearchTermParam('q', 300);
  const location = useLocation();
  return (
    <>
      <input aria-label="Buscar" value={term} onChange={(event) => setTerm(event.target.value)} />
      <output data-testid="settled">{settled}</output>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <output data-testid="here">{hereHref}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/arenas', element: <SearchBox /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSearchTermParam', () => {
  it('starts from the term in the address', () => {
    renderAt('/arenas?q=leme&filtro=nearby');
    expect(screen.getByLabelText('Buscar')).toHaveProperty('value', 'leme');
    expect(screen.getByTestId('settled').textContent).toBe('leme');
  });

  it('keeps every letter typed quickly and moves the address once typing pauses', async () => {
    renderAt('/arenas?filtro=nearby');
    const box = screen.getByLabelText('Buscar');
    for (const value of ['i', 'ip', 'ipa', 'ipan', 'ipane', 'ipanem', 'ipanema']) {
      fireEvent.change(box, { target: { value } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(40);
      });
    }
    expect(box).toHaveProperty('value', 'ipanema');
    expect(screen.getByTestId('settled').textContent).toBe('');
    expect(screen.getByTestId('address').textContent).toBe('/arenas?filtro=nearby');
    expect(screen.getByTestId('here').textContent).toBe('/arenas?filtro=nearby&q=ipanema');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(screen.getByTestId('settled').textContent).toBe('ipanema');
    expect(screen.getByTestId('address').textContent).toBe('/arenas?filtro=nearby&q=ipanema');
  });

  it('drops the parameter when the box is cleared', async () => {
    renderAt('/arenas?q=leme');
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: '' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(screen.getByTestId('address').textContent).toBe('/arenas');
    expect(screen.getByTestId('here').textContent).toBe('/arenas');
  });
});

describe('useSearchTermParam while leaving', () => {
  it('does not stamp the pending term onto the next screen when the page is left before typing settles', async () => {
    let arrive!: () => void;
    const Detail = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = () => resolve({ default: () => <p>detalhe</p> }))));
    const router = createMemoryRouter(
      [
        { path: '/arenas', element: <SearchBox /> },
        { path: '/arena/:id', element: <Suspense fallback={null}><Detail /></Suspense> },
      ],
      { initialEntries: ['/arenas'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'leme' } });
    await act(async () => {
      void router.navigate('/arena/a-1');
      await vi.advanceTimersByTimeAsync(400);
    });
    await act(async () => {
      arrive();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(router.state.location.pathname).toBe('/arena/a-1');
    expect(router.state.location.search).toBe('');
  });
});
