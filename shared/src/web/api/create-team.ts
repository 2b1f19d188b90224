import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamInput, Team } from '@areia/shared/core/schemas/team';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectObject } from '@areia/shared/web/api/response';

export async function createTeam(championshipId: string, input: CreateTeamInput, modalityId = VOLEI_MODALITY_ID): Promise<Team> {
  const { data } = await apiClient.post<unknown>(
    `/api/championships/${encodeURIComponent(modalityId)}/${encodeURIComponent(championshipId)}/teams`,
    input,
  );
  return expectObject<Team>(data);
}

/** Signs a team up, then forces the championship's list, detail and teams to refetch so the team shows at once. */
export function useCreateTeam(championshipId: string, modalityId = VOLEI_MODALITY_ID) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTeamInput) => createTeam(championshipId, input, modalityId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.championships.lists(modalityId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.championships.detail(modalityId, championshipId), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.championships.teams(modalityId, championshipId) }),
      ]);
    },
  });
}
