import type { CreatedScorekeeperLink, ScorekeeperLink } from '@areia/shared/core/schemas/scorekeeper';
import { apiClient } from '@areia/shared/web/api/client';
import { expectObject } from '@areia/shared/web/api/response';

/** The organizer's side of the scorekeeper's links (the token is answered once, at creation). */

export async function createGameScorekeeperLink(gameId: string): Promise<CreatedScorekeeperLink> {
  const { data } = await apiClient.post<unknown>(`/api/organizer/games/${encodeURIComponent(gameId)}/scorekeeper-link`);
  return expectObject<CreatedScorekeeperLink>(data);
}

export async function revokeScorekeeperLink(linkId: string): Promise<ScorekeeperLink> {
  const { data } = await apiClient.delete<unknown>(`/api/organizer/scorekeeper-links/${encodeURIComponent(linkId)}`);
  return expectObject<ScorekeeperLink>(data);
}
