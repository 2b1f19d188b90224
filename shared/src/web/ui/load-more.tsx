import { useEffect, useRef } from 'react';
import { sharedMessages } from '@areia/shared/core/messages';
import { Button } from '@areia/shared/web/ui/button';
import '@areia/shared/web/ui/load-more.css';

/** How far below the screen the next page starts loading, so scrolling rarely waits for it. */
const PRELOAD_MARGIN = '400px 0px';

export interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last "next page" request failed: stop loading on scroll, the button retries. */
  failed?: boolean;
  /** Pages loaded so far: a new page re-arms the sentinel, which loads again if it is still on screen. */
  loadedPages: number;
  onLoadMore: () => void;
}

/**
 * The end of a paged list: a sentinel that loads the next page as it scrolls into view (IntersectionObserver) and a
 * visible "Carregar mais" button for when the observer is missing or the athlete prefers to tap. Nothing on the
 * last page.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, failed = false, loadedPages, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  const armed = hasNextPage && !isFetchingNextPage && !failed;

  useEffect(() => {
    const node = sentinel.current;
    if (!armed || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load.current();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [armed, loadedPages]);

  if (!hasNextPage) return null;
  return (
    <div className="areia-load-more" data-testid="load-more">
      <div ref={sentinel} className="areia-load-more__sentinel" aria-hidden="true" />
      {failed && (
        <p className="areia-state--error" role="alert">
          {sharedMessages.loadMoreError}
        </p>
      )}
      <Button variant="ghost" busy={isFetchingNextPage} busyLabel={sharedMessages.loadingMore} onClick={() => load.current()}>
        {sharedMessages.loadMore}
      </Button>
    </div>
  );
}

/** What `loadMoreProps` reads of an infinite query's result. */
export interface PagedQuery {
  data: { pages: unknown[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}

/**
 * The props of `LoadMore` for an infinite query's result. A tap or scroll while the next page is on its way joins that
 * request (`cancelRefetch: false`): TanStack Query's default would cancel it and ask for the same page again.
 */
export function loadMoreProps(query: PagedQuery): LoadMoreProps {
  return {
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
    loadedPages: query.data?.pages.length ?? 0,
    onLoadMore: () => void query.fetchNextPage({ cancelRefetch: false }),
  };
}
