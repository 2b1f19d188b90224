import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { CreateTeamInput } from '@areia/shared/core/schemas/team';
import type { Waitlist, WaitlistEntry, WaitlistTeam } from '@areia/shared/core/schemas/waitlist';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { fetchAllPages } from '@areia/shared/web/api/paging';
import { expectObject } from '@areia/shared/web/api/response';

const url = (modalityId: string, championshipId: string) =>
  `/api/championships/${encodeURIComponent(modalityId)}/${encodeURIComponent(championshipId)}/waitlist`;

/**
 * The whole list, followed through X-Next-Cursor (it holds at most as many teams as the championship has slots), and
 * the caller's place: the position of the team the API marks as theirs.
 */
export async function fetchWaitlist(championshipId: string, modalityId = VOLEI_MODALITY_ID, signal?: AbortSignal): Promise<Waitlist> {
  const teams = await fetchAllPages<WaitlistTeam>(url(modalityId, championshipId), undefined, signal);
  return { position: teams.find((team) => team.mine)?.position ?? null, teams };
}

/** The championship's waitlist with the caller's place (null when not waiting). */
export const waitlistQuery = (championshipId: string, modalityId = VOLEI_MODALITY_ID) =>
  queryOptions({
    queryKey: queryKeys.championships.waitlist(modalityId, championshipId),
    queryFn: ({ signal }) => fetchWaitlist(championshipId, modalityId, signal),
  });

export async function joinWaitlist(championshipId: string, input: CreateTeamInput, modalityId = VOLEI_MODALITY_ID): Promise<WaitlistEntry> {
  const { data } = await apiClient.post<unknown>(url(modalityId, championshipId), input);
  return expectObject<WaitlistEntry>(data);
}

/** Puts a team on the list (the same body as a sign-up), then reads the championship and its list again. */
export function useJoinWaitlist(championshipId: string, modalityId = VOLEI_MODALITY_ID) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTeamInput) => joinWaitlist(championshipId, input, modalityId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.championships.detail(modalityId, championshipId), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.championships.waitlist(modalityId, championshipId) }),
      ]);
    },
  });
}
