import { formatTime } from '@areia/shared/core/format/format';
import { gameDayMessages as m } from '@areia/shared/core/messages';
import { displayedDelay } from '@areia/shared/core/rules/court-queue';

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
 * delay as displayedDelay rounds it, only when late); nothing while the game has no court or no prediction.
 */
export function athleteDayLabel(game: AthleteDayGame): AthleteDayLabel | null {
  if (!game.court) return null;
  const court = m.court(game.court);
  if (game.calledAt) return { called: true, text: m.called(court) };
  if (!game.predictedStart) return null;
  return { called: false, text: m.predicted(court, formatTime(game.predictedStart), Math.max(0, displayedDelay({ delayMinutes: game.delayMinutes ?? 0 }))) };
}

