import { queryOptions } from '@tanstack/react-query';
import type { CreatedScorekeeperLink, ScorekeeperLink } from '@areia/shared/core/schemas/scorekeeper';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectArray, expectObject } from '@areia/shared/web/api/response';

/** The organizer's side of the scorekeeper's links (the token is answered once, at creation). */

export async function createGameScorekeeperLink(gameId: string): Promise<CreatedScorekeeperLink> {
  const { data } = await apiClient.post<unknown>(`/api/organizer/games/${encodeURIComponent(gameId)}/scorekeeper-link`);
  return expectObject<CreatedScorekeeperLink>(data);
}

/** A link for a whole court, the whole day: it scores the court's game on court and the next one. */
export async function createCourtScorekeeperLink(championshipId: string, court: string): Promise<CreatedScorekeeperLink> {
  const { data } = await apiClient.post<unknown>(
    `/api/organizer/championships/${encodeURIComponent(championshipId)}/courts/${encodeURIComponent(court)}/scorekeeper-link`,
  );
  return expectObject<CreatedScorekeeperLink>(data);
}

/** GET the championship's links, newest first, revoked ones too. */
export async function fetchScorekeeperLinks(championshipId: string, signal?: AbortSignal): Promise<ScorekeeperLink[]> {
  const { data } = await apiClient.get<unknown>(`/api/organizer/championships/${encodeURIComponent(championshipId)}/scorekeeper-links`, { signal });
  return expectArray<ScorekeeperLink>(data);
}

export async function revokeScorekeeperLink(linkId: string): Promise<ScorekeeperLink> {
  const { data } = await apiClient.delete<unknown>(`/api/organizer/scorekeeper-links/${encodeURIComponent(linkId)}`);
  return expectObject<ScorekeeperLink>(data);
}

export const scorekeeperLinkQueries = {
  list: (championshipId: string) =>
    queryOptions({ queryKey: queryKeys.organizer.scorekeeperLinks(championshipId), queryFn: ({ signal }) => fetchScorekeeperLinks(championshipId, signal) }),
};
