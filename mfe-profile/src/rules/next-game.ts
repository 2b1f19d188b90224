import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { stageLabel, stageStatus } from '@areia/shared/core/rules/lifecycle';
import type { NextGame } from '@areia/shared/core/schemas/calendar';
import { messages } from '../messages';

/** "Hoje, 15:00", "Amanhã, 09:40" or "28/11/26, 10:00", by the calendar day in Brasília. */
export function nextGameWhen(scheduledAt: string, now: Date = new Date()): string {
  const day = formatShortDate(scheduledAt);
  const time = formatTime(scheduledAt);
  if (day === formatShortDate(now)) return messages.nextGameToday(time);
  if (day === formatShortDate(new Date(now.getTime() + 24 * 60 * 60 * 1000))) return messages.nextGameTomorrow(time);
  return messages.nextGameOn(day, time);
}

/** The championship's stage as its card in the list says it: 'Ao vivo' on a day it has games. */
export function nextGameStage(game: Pick<NextGame, 'stage' | 'games_today'>): string {
  // A game to play means the pools were drawn, so sign-ups (and their free slots) are no longer part of the label.
  return stageLabel(stageStatus(game.stage, 0), game.games_today);
}
