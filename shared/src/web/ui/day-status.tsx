import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { athleteDayLabel, type AthleteDayGame } from '@areia/shared/core/format/game-day';
import { gameDayMessages as m } from '@areia/shared/core/messages';
import { httpStatus, isNetworkError, serverMessage } from '@areia/shared/web/api/client';
import { checkInSelf, gameDayQueries } from '@areia/shared/web/api/gameday';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { Button } from '@areia/shared/web/ui/button';
import { useLiveChampionship } from '@areia/shared/web/live/use-live-championship';
import '@areia/shared/web/ui/day-status.css';

/** "Quadra 2 · previsto 10:40 (+15 min)", or, once called, "Chamado agora — Quadra 2" standing out. */
export function DayStatus({ game }: { game: AthleteDayGame }) {
  const label = athleteDayLabel(game);
  if (!label) return null;
  return (
    <p className={label.called ? 'areia-day-status areia-day-status--called' : 'areia-day-status'} role="status" data-testid="day-status" data-called={label.called}>
      {label.text}
    </p>
  );
}

class LocationError extends Error {
  constructor(readonly reason: 'denied' | 'failed' | 'unsupported') {
    super(reason);
  }
}

/** The device's position, asked on the athlete's tap (the browser asks for permission then). */
function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.reject(new LocationError('unsupported'));
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new LocationError(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

/** Why a check-in did not go, in pt-BR: the location refused or unknown, too far from the arena (422), or the server's word. */
export function checkInErrorText(error: unknown): string {
  if (error instanceof LocationError) {
    return error.reason === 'denied' ? m.locationDenied : error.reason === 'unsupported' ? m.locationUnsupported : m.locationFailed;
  }
  if (isNetworkError(error)) return m.checkInError;
  return serverMessage(error) ?? (httpStatus(error) === 422 ? m.tooFar : m.checkInError);
}

/** "Fazer check-in" while check-in is open for the athlete; on the tap the location, then the server; "Check-in feito ✓" after. */
export function CheckInButton({ championshipId, done = false }: { championshipId: string; done?: boolean }) {
  const client = useQueryClient();
  const [checked, setChecked] = useState(false);
  const checkIn = useMutation({
    mutationFn: async () => checkInSelf(championshipId, await currentPosition()),
    onSuccess: (mine) => {
      setChecked(true);
      client.setQueryData(queryKeys.gameDay.mine(championshipId), mine);
    },
  });
  if (done || checked) {
    return (
      <p className="areia-day-status areia-day-status--done" data-testid="checked-in">
        {m.checkedIn}
      </p>
    );
  }
  return (
    <div className="areia-day-checkin">
      <Button busy={checkIn.isPending} busyLabel={m.checkingIn} onClick={() => checkIn.mutate()}>
        {m.checkIn}
      </Button>
      {checkIn.isError && (
        <p className="areia-day-checkin__error" role="alert">
          {checkInErrorText(checkIn.error)}
        </p>
      )}
    </div>
  );
}

/**
 * The athlete's day in one championship (GET …/me): their next game's court and predicted start or the call, and
 * "Fazer check-in" while the server says it is open for them, "Check-in feito ✓" once done. Nothing without a game.
 */
export function AthleteDay({
  championshipId,
  frame = (body) => body,
}: {
  championshipId: string;
  /** Wraps what is shown (a section and its heading), so nothing of it stands on a day without the game. */
  frame?: (body: ReactNode) => ReactNode;
}) {
  const query = useQuery(gameDayQueries.mine(championshipId));
  const mine = query.data;
  const key = gameDayQueries.mine(championshipId).queryKey;
  // A call, a move or a score on the day moves this athlete's next game: the live stream says when.
  useLiveChampionship(championshipId, { day: [key], games: [key], checkins: [key] });
  if (!mine?.nextGame) return null;
  return frame(
    <div data-testid="athlete-day">
      <DayStatus game={mine.nextGame} />
      {(mine.checkedInAt !== null || mine.checkInOpen) && <CheckInButton championshipId={championshipId} done={mine.checkedInAt !== null} />}
    </div>,
  );
}
