import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { messages } from '../messages';

/** "Hoje, 15:00", "Amanhã, 09:40" or "28/11/26, 10:00", by the calendar day in Brasília. */
export function nextGameWhen(scheduledAt: string, now: Date = new Date()): string {
  const day = formatShortDate(scheduledAt);
  const time = formatTime(scheduledAt);
  if (day === formatShortDate(now)) return messages.nextGameToday(time);
  if (day === formatShortDate(new Date(now.getTime() + 24 * 60 * 60 * 1000))) return messages.nextGameTomorrow(time);
  return messages.nextGameOn(day, time);
}
