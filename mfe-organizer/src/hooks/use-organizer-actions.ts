import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  closeSignups,
  createOrganizerChampionship,
  drawPools,
  lifecycleStep,
  publishKnockout,
  type LifecycleStep,
  saveGameScore,
  updateOrganizerChampionship,
} from '@areia/shared/web/api/organizer';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type {
  DrawPoolsInput,
  OrganizerChampionshipDetail,
  OrganizerChampionshipInput,
  OrganizerChampionshipWithGames,
  PublishKnockoutInput,
  SaveScoreInput,
} from '@areia/shared/core/schemas/organizer';

/**
 * After any change: the organizer's copy is the answer (its games, which come apart in pages, are read again before
 * the action ends: a draw or a knockout makes new ones); the lists and the athletes' tabs are refetched.
 */
function refresh(client: QueryClient, detail?: OrganizerChampionshipDetail): Promise<void> | undefined {
  void client.invalidateQueries({ queryKey: queryKeys.organizer.mine() });
  void client.invalidateQueries({ queryKey: queryKeys.championships.all(VOLEI_MODALITY_ID) });
  if (!detail) return undefined;
  const key = queryKeys.organizer.detail(detail.id);
  client.setQueryData<OrganizerChampionshipWithGames>(key, (previous) => ({ ...detail, games: previous?.games ?? [] }));
  return client.invalidateQueries({ queryKey: key });
}

export function useSaveChampionship(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizerChampionshipInput) => (id ? updateOrganizerChampionship(id, input) : createOrganizerChampionship(input)),
    onSuccess: (detail) => refresh(client, detail),
  });
}

export function useCloseSignups(id: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => closeSignups(id), onSuccess: (detail) => refresh(client, detail) });
}

export function useDrawPools(id: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: DrawPoolsInput) => drawPools(id, input), onSuccess: (detail) => refresh(client, detail) });
}

/** Finish, reopen or cancel: the answer is the championship's new detail, stage included. */
export function useLifecycleStep(id: string, step: LifecycleStep) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (reason?: string) => lifecycleStep(id, step, reason === undefined ? undefined : { reason }), onSuccess: (detail) => refresh(client, detail) });
}

export function usePublishKnockout(id: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: PublishKnockoutInput) => publishKnockout(id, input), onSuccess: (detail) => refresh(client, detail) });
}

export function useSaveScore(championshipId: string, gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveScoreInput) => saveGameScore(gameId, input),
    // A score moves the pool table and maybe the stage: the whole detail is fetched again.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.organizer.detail(championshipId) });
      void refresh(client);
    },
  });
}
