import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callGame, checkInPlayer, forfeitGame, moveGame, pauseCourt, resumeCourt, type MoveGameInput } from '@areia/shared/web/api/gameday';
import { queryKeys } from '@areia/shared/web/api/query-keys';

/**
 * Every step of the day answers with no body: the day (the organizer's and the athletes') and the championship's detail
 * (a W.O. finishes a game) are read again, whether the step passed or was refused (someone else may have moved first).
 */
function useDayMutation<T>(championshipId: string, step: (input: T) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.gameDay.organizer(championshipId) }),
        client.invalidateQueries({ queryKey: queryKeys.gameDay.public(championshipId) }),
        client.invalidateQueries({ queryKey: queryKeys.organizer.detail(championshipId), exact: true }),
      ]),
  });
}

export const useCallGame = (championshipId: string) => useDayMutation(championshipId, (gameId: string) => callGame(gameId));
export const useMoveGame = (championshipId: string) =>
  useDayMutation(championshipId, ({ gameId, ...input }: MoveGameInput & { gameId: string }) => moveGame(gameId, input));
export const usePauseCourt = (championshipId: string) =>
  useDayMutation(championshipId, ({ court, until }: { court: string; until: string | null }) =>
    until === null ? resumeCourt(championshipId, court) : pauseCourt(championshipId, court, until),
  );
export const useForfeit = (championshipId: string) =>
  useDayMutation(championshipId, ({ gameId, teamId }: { gameId: string; teamId: string }) => forfeitGame(gameId, teamId));
export const useCheckInPlayer = (championshipId: string) => useDayMutation(championshipId, (playerId: string) => checkInPlayer(championshipId, playerId));
