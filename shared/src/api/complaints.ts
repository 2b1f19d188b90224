import { useMutation } from '@tanstack/react-query';
import type { Complaint, CreateComplaintInput } from '../schemas/complaint';
import { VOLEI_MODALITY_ID } from '../modality';
import { apiClient } from './client';
import { expectObject } from './response';

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
