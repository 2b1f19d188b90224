import { formatTime } from '@areia/shared/core/format/format';
import { gameDayMessages as m } from '@areia/shared/core/messages';

/** What the athlete's screens know of their next game on the day (the home's next game or the day's own game). */
export interface AthleteDayGame {
  court: string | null;
  predictedStart?: string | null;
  delayMinutes?: number | null;
  calledAt?: string | null;
}

export type AthleteDayLabel = { called: boolean; text: string };

/**
 * "Chamado agora — Quadra 2" once the organizer called the game; before, "Quadra 2 · previsto 10:40 (+15 min)" (the
 * delay only when it runs late); nothing while the game has no court or no prediction.
 */
export function athleteDayLabel(game: AthleteDayGame): AthleteDayLabel | null {
  if (!game.court) return null;
  const court = m.court(game.court);
  if (game.calledAt) return { called: true, text: m.called(court) };
  if (!game.predictedStart) return null;
  return { called: false, text: m.predicted(court, formatTime(game.predictedStart), Math.max(0, game.delayMinutes ?? 0)) };
}

/** When a game's players may check in: the day's window (`checkinMinutes`) before its predicted start. */
export function checkInOpensAt(game: { predictedStart: string }, day: { checkinMinutes: number }): Date {
  return new Date(new Date(game.predictedStart).getTime() - day.checkinMinutes * 60_000);
}

/** Check-in is open for a game not yet over once its window has begun, or once it was called. */
export function checkInOpen(game: { predictedStart: string; calledAt: string | null; state: string }, day: { checkinMinutes: number }, now: Date): boolean {
  if (game.state === 'encerrado') return false;
  return game.calledAt !== null || checkInOpensAt(game, day).getTime() <= now.getTime();
}
