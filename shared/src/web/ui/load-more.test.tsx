// @vitest-environment happy-dom
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver as stubObserver } from '@areia/shared/web/testing/intersection-observer';
import { LoadMore, loadMoreProps } from './load-more';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoadMore', () => {
  it('loads the next page once when its sentinel scrolls into view', () => {
    const view = stubObserver();
    const onLoadMore = vi.fn();
    render(<LoadMore hasNextPage isFetchingNextPage={false} loadedPages={1} onLoadMore={onLoadMore} />);
    view.scrollIntoView();
    view.scrollIntoView();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not watch while a page is on its way or after a failure, and the button says so', () => {
    const view = stubObserver();
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore hasNextPage isFetchingNextPage loadedPages={1} onLoadMore={onLoadMore} />);
    expect(view.live()).toBe(0);
    expect(screen.getByRole('button', { name: 'Carregando mais...' })).toHaveProperty('disabled', true);

    rerender(<LoadMore hasNextPage isFetchingNextPage={false} failed loadedPages={1} onLoadMore={onLoadMore} />);
    expect(view.live()).toBe(0);
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível carregar mais itens.');
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('re-arms after each new page, so a sentinel still on screen keeps loading', () => {
    const view = stubObserver();
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore hasNextPage isFetchingNextPage={false} loadedPages={1} onLoadMore={onLoadMore} />);
    view.scrollIntoView();
    rerender(<LoadMore hasNextPage isFetchingNextPage={false} loadedPages={2} onLoadMore={onLoadMore} />);
    view.scrollIntoView();
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('offers the button without an IntersectionObserver and shows nothing on the last page', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore hasNextPage isFetchingNextPage={false} loadedPages={1} onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<LoadMore hasNextPage={false} isFetchingNextPage={false} loadedPages={2} onLoadMore={onLoadMore} />);
    expect(screen.queryByTestId('load-more')).toBeNull();
  });
});

describe('loadMoreProps', () => {
  it('a tap while the next page is on its way joins that request instead of asking for the page again', async () => {
    const asked: (string | null)[] = [];
    let answer: () => void = () => undefined;
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver(client, {
      queryKey: ['load-more', 'pages'],
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }: { pageParam: string | null }) => {
        asked.push(pageParam);
        if (pageParam === null) return Promise.resolve({ next: 'page-2' as string | null });
        return new Promise<{ next: string | null }>((resolve) => (answer = () => resolve({ next: null })));
      },
      getNextPageParam: (last: { next: string | null }) => last.next,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().hasNextPage).toBe(true));

    // The sentinel's load, then a tap before the screen has rendered the button busy.
    loadMoreProps(observer.getCurrentResult()).onLoadMore();
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetchingNextPage).toBe(true));
    loadMoreProps(observer.getCurrentResult()).onLoadMore();
    answer();
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(2));

    expect(asked).toEqual([null, 'page-2']);
    unsubscribe();
    client.clear();
  });
});
