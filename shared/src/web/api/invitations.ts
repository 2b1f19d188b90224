import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@areia/shared/core/schemas/invitation';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectArray, expectObject } from '@areia/shared/web/api/response';

/** The signed-in player's pending invitations (issue 13 §1). */
export async function fetchInvitations(): Promise<Invitation[]> {
  const { data } = await apiClient.get<unknown>('/api/invitations');
  return expectArray<Invitation>(data, 'A resposta da API de convites está vazia.');
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

export const invitationQueries = {
  // Short-lived: an invitation can arrive at any moment, and the home's count should not wait 5 minutes.
  mine: () => queryOptions({ queryKey: queryKeys.invitations.mine(), queryFn: fetchInvitations, staleTime: 15_000 }),
};

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
