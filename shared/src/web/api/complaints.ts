import { useMutation } from '@tanstack/react-query';
import type { Complaint, CreateComplaintInput } from '@areia/shared/core/schemas/complaint';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { apiClient } from '@areia/shared/web/api/client';
import { expectObject } from '@areia/shared/web/api/response';

export async function createComplaint(
  championshipId: string,
  teamId: string,
  input: CreateComplaintInput,
  modalityId = VOLEI_MODALITY_ID,
): Promise<Complaint> {
  const { data } = await apiClient.post<unknown>(
    `/api/championships/${encodeURIComponent(modalityId)}/${encodeURIComponent(championshipId)}/${encodeURIComponent(teamId)}`,
    input,
  );
  return expectObject<Complaint>(data);
}

export function useCreateComplaint(modalityId = VOLEI_MODALITY_ID) {
  return useMutation({
    mutationFn: ({ championshipId, teamId, input }: { championshipId: string; teamId: string; input: CreateComplaintInput }) =>
      createComplaint(championshipId, teamId, input, modalityId),
  });
}
