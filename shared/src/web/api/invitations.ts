import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Invitation } from '@areia/shared/core/schemas/invitation';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { fetchPage, pagingOptions, type ListPage } from '@areia/shared/web/api/paging';
import { expectObject } from '@areia/shared/web/api/response';

/** One page of the signed-in player's pending invitations, oldest first. */
export function fetchInvitationsPage(cursor: string | null, signal?: AbortSignal): Promise<ListPage<Invitation>> {
  return fetchPage<Invitation>('/api/invitations', {}, cursor, signal);
}

export async function answerInvitation(id: string, answer: 'accept' | 'decline'): Promise<Invitation> {
  const { data } = await apiClient.post<unknown>(`/api/invitations/${encodeURIComponent(id)}/${answer}`);
  return expectObject<Invitation>(data);
}

export async function withdrawTeam(championshipId: string, teamId: string, modalityId = VOLEI_MODALITY_ID): Promise<void> {
  await apiClient.delete(
    `/api/championships/${encodeURIComponent(modalityId)}/${encodeURIComponent(championshipId)}/teams/${encodeURIComponent(teamId)}`,
  );
}

// Short-lived: an invitation can arrive at any moment, and the home's count should not wait 5 minutes.
const INVITATIONS_STALE_MS = 15_000;

export const invitationQueries = {
  /**
   * The invitations screen, page by page as the athlete scrolls. The keyset is (created_at, id), oldest first: an
   * answered invitation leaving an earlier page moves no later row behind a cursor already handed out, and the
   * refetch after an answer re-reads the loaded pages from the first with fresh cursors.
   */
  mine: () =>
    infiniteQueryOptions({
      queryKey: queryKeys.invitations.mine(),
      queryFn: ({ pageParam, signal }) => fetchInvitationsPage(pageParam, signal),
      ...pagingOptions,
      staleTime: INVITATIONS_STALE_MS,
    }),
  /** The home's count: the first page alone (`invitationCount`), never more however far the screen scrolled. */
  firstPage: () =>
    queryOptions({
      queryKey: queryKeys.invitations.firstPage(),
      queryFn: ({ signal }) => fetchInvitationsPage(null, signal),
      staleTime: INVITATIONS_STALE_MS,
    }),
};

/** What the home's tile shows for the first page: its rows, and "50+" when the API says there is a next page. */
export function invitationCount(firstPage: ListPage<unknown>): string {
  return firstPage.nextCursor ? `${firstPage.items.length}+` : String(firstPage.items.length);
}

/**
 * The invitations screen's infinite query. Opened from the home's tile, it starts from the first page the tile has
 * just read (while that is fresh) instead of asking the API for the same page again.
 */
export function useInvitationPages() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    ...invitationQueries.mine(),
    initialData: (): InfiniteData<ListPage<Invitation>, string | null> | undefined => {
      const first = queryClient.getQueryState<ListPage<Invitation>>(queryKeys.invitations.firstPage());
      // An answer or a withdrawal since (invalidated) makes that page wrong: then the screen reads its own.
      return first?.data && !first.isInvalidated ? { pages: [first.data], pageParams: [null] } : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(queryKeys.invitations.firstPage())?.dataUpdatedAt,
  });
}

/** What an answer or a withdrawal changes: the invitations, and the championship's lists, detail and teams. */
async function invalidateChampionship(queryClient: ReturnType<typeof useQueryClient>, championshipId: string, modalityId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.invitations.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.championships.lists(modalityId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.championships.detail(modalityId, championshipId), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.championships.teams(modalityId, championshipId) }),
  ]);
}

export function useAnswerInvitation(modalityId = VOLEI_MODALITY_ID) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitation, answer }: { invitation: Invitation; answer: 'accept' | 'decline' }) => answerInvitation(invitation.id, answer),
    // The answered card leaves the screen at once; the refetch below then re-reads the loaded pages from the first.
    onSuccess: (_data, { invitation }) => {
      queryClient.setQueryData(invitationQueries.mine().queryKey, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((row) => row.id !== invitation.id) })) } : data,
      );
    },
    onSettled: (_data, _error, { invitation }) => invalidateChampionship(queryClient, invitation.championship.id, modalityId),
  });
}

export function useWithdrawTeam(championshipId: string, modalityId = VOLEI_MODALITY_ID) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => withdrawTeam(championshipId, teamId, modalityId),
    onSettled: () => invalidateChampionship(queryClient, championshipId, modalityId),
  });
}
