import type { ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { sharedMessages } from '@areia/shared/core/messages';
import { isNetworkError } from '@areia/shared/web/api/client';
import { isNotFound } from '@areia/shared/web/api/not-found';
import { pageItems, type ListPage } from '@areia/shared/web/api/paging';
import { LoadMore, loadMoreProps } from '@areia/shared/web/ui/load-more';
import { EmptyState, ErrorState, LoadingState } from '@areia/shared/web/ui/states';
import '@areia/shared/web/ui/query-view.css';

/** What the view reads of a query: `useQuery` and `useInfiniteQuery` results both fit. */
export interface ViewedQuery<T> {
  data: T | undefined;
  error: unknown;
  /** An infinite query's failed "next page": the rows stay, LoadMore says it failed and retries. */
  isFetchNextPageError?: boolean;
  refetch: () => Promise<unknown>;
}

/** The part every state view shares: how a query that is not (yet) data looks. */
interface StateProps {
  /** The skeleton while nothing is on screen yet (default: the list skeleton). */
  loading?: ReactNode;
  /**
   * The failed load's sentence, in the red state (with "Tentar novamente"). Never toasted as well: the state is the
   * page's own signal, and a toast on top of it (and of the connection banner) said the same thing twice.
   */
  errorMessage: string | ((error: unknown) => string);
  /** The failed load's look when the section has its own (default: the red ErrorState with a retry). */
  errorState?: ReactNode;
  /**
   * A screen with a route id: what it shows when the id names nothing — missing from the address (`missing`) or
   * the API's 404 (unknown, deleted, malformed). Never the red error and retry: trying again cannot help.
   */
  notFound?: ReactNode;
  /** The route's id is absent: the not-found state without asking the API. */
  missing?: boolean;
  /** What "nothing to show" looks like (default: EmptyState). */
  empty?: ReactNode;
  /** Wraps every state but the data (a page whose data draws its own frame and header). */
  frame?: (state: ReactNode) => ReactNode;
}

export interface QueryViewProps<T> extends StateProps {
  query: ViewedQuery<T>;
  /** Whether the answer counts as empty (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

type Phase<T> =
  | { kind: 'notFound' }
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'data'; data: T };

/**
 * One rule for every screen. The data on screen wins: placeholder or previous data stays while a new answer loads,
 * and a failed re-read (a poll, a refocus) keeps the last answer without a toast. Nothing on screen yet: the skeleton,
 * then the red error with its retry (toasted once) — or, for a route id that names nothing, the not-found state.
 */
function phaseOf<T>(query: ViewedQuery<T>, notFound: boolean, missing: boolean): Phase<T> {
  if (notFound && (missing || isNotFound(query.error))) return { kind: 'notFound' };
  if (query.data !== undefined) return { kind: 'data', data: query.data };
  if (query.error) return { kind: 'error', error: query.error };
  return { kind: 'loading' };
}

/** No answer, on a device that says it is offline: nothing of this screen was kept (it never opened with internet). */
const unvisitedOffline = (error: unknown) => isNetworkError(error) && typeof navigator !== 'undefined' && navigator.onLine === false;

function useStates<T>(query: ViewedQuery<T>, props: StateProps): { phase: Phase<T>; state: ReactNode } {
  const { loading, errorMessage, errorState, notFound, missing = false } = props;
  const phase = phaseOf(query, notFound !== undefined, missing);
  const message = unvisitedOffline(query.error) ? sharedMessages.offlineUnvisited : typeof errorMessage === 'string' ? errorMessage : errorMessage(query.error);
  switch (phase.kind) {
    case 'notFound':
      return { phase, state: notFound };
    case 'loading':
      return { phase, state: loading ?? <LoadingState /> };
    case 'error':
      return { phase, state: errorState ?? <ErrorState message={message} onRetry={() => void query.refetch()} /> };
    case 'data':
      return { phase, state: null };
  }
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The state view of one query: skeleton, error (with a retry), not found, empty, or `children(data)`.
 *
 * ```tsx
 * <QueryView query={query} loading={<LoadingState shape="detail" />} errorMessage={messages.detailError} notFound={<NotFound />}>
 *   {(championship) => <Detail championship={championship} />}
 * </QueryView>
 * ```
 */
export function QueryView<T>({ query, isEmpty = isEmptyArray, children, ...props }: QueryViewProps<T>) {
  const { phase, state } = useStates(query, props);
  const frame = props.frame ?? ((node: ReactNode) => node);
  if (phase.kind !== 'data') return <>{frame(state)}</>;
  if (isEmpty(phase.data)) return <>{frame(props.empty ?? <EmptyState />)}</>;
  return <>{children(phase.data)}</>;
}

/** What `ListView` reads of an infinite query of pages. */
export interface ViewedListQuery<R> extends ViewedQuery<InfiniteData<ListPage<R>>> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
  /** The previous answer is on screen while the one for a new search or filter is on its way (`keepPreviousData`). */
  isPlaceholderData?: boolean;
}

export interface ListViewProps<R extends { id: string }> extends StateProps {
  query: ViewedListQuery<R>;
  /** Whether the rows loaded so far count as empty (default: none at all). */
  isEmpty?: (rows: R[]) => boolean;
  /** The rows loaded so far (`pageItems`: in order, each once); "Carregar mais" follows them. */
  children: (rows: R[]) => ReactNode;
}

/** The state view of a paged list (`useInfiniteQuery`): `QueryView`'s states, every page's rows, then LoadMore. */
export function ListView<R extends { id: string }>({ query, isEmpty, children, ...props }: ListViewProps<R>) {
  return (
    <QueryView query={query} isEmpty={(data) => (isEmpty ?? isEmptyArray)(pageItems(data))} {...props}>
      {(data) => (
        // Dimmed and busy while these rows answer an older search, so nobody takes them for the new one's.
        <div className="areia-list-view" aria-busy={query.isPlaceholderData === true}>
          {children(pageItems(data))}
          <LoadMore {...loadMoreProps(query)} />
        </div>
      )}
    </QueryView>
  );
}

/**
 * A screen that needs only to know its id names something (the data is someone else's, e.g. the tabs' own queries):
 * the not-found state for a missing id or a 404, otherwise `children` at once.
 */
export function FoundView({ query, missing = false, notFound, children }: { query: { error: unknown }; missing?: boolean; notFound: ReactNode; children: ReactNode }) {
  return <>{missing || isNotFound(query.error) ? notFound : children}</>;
}
