import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { CreateTeamInput } from '@areia/shared/core/schemas/team';
import type { Waitlist, WaitlistEntry } from '@areia/shared/core/schemas/waitlist';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectObject } from '@areia/shared/web/api/response';

const url = (modalityId: string, championshipId: string) =>
  `/api/championships/${encodeURIComponent(modalityId)}/${encodeURIComponent(championshipId)}/waitlist`;

export async function fetchWaitlist(championshipId: string, modalityId = VOLEI_MODALITY_ID): Promise<Waitlist> {
  const { data } = await apiClient.get<unknown>(url(modalityId, championshipId));
  return expectObject<Waitlist>(data);
}

/** The championship's waitlist with the caller's place (null when not waiting). */
export const waitlistQuery = (championshipId: string, modalityId = VOLEI_MODALITY_ID) =>
  queryOptions({ queryKey: queryKeys.championships.waitlist(modalityId, championshipId), queryFn: () => fetchWaitlist(championshipId, modalityId) });

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
