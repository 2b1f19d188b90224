import { z } from 'zod';

/** Calendar date as the profile stores it ('YYYY-MM-DD'), checked to be a real day (no 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const calendarDateSchema = z.string().refine(isCalendarDate, { error: 'Data inválida' });

/** ISO 8601 date-time as the API writes it (`Date.prototype.toISOString`). */
export const isoDateTimeSchema = z.string();
