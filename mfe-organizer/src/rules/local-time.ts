import { TIME_ZONE, TIME_ZONE_OFFSET } from '@areia/shared/core/format/locale';

// Championships happen in Brazil: dates and times are typed and shown in São Paulo's time.

/** '2026-12-14' and '08:30' → '2026-12-14T08:30:00-03:00'; '' when either part is missing or malformed. */
export function localDateTimeToIso(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return '';
  const iso = `${date}T${time}:00${TIME_ZONE_OFFSET}`;
  return Number.isNaN(new Date(iso).getTime()) ? '' : iso;
}

// Built on first use and kept (shared/src/core/format/format.ts says why).
let partsFormat: Intl.DateTimeFormat | undefined;

/** An instant as the date and time inputs hold it, in São Paulo's time. */
export function isoToLocalDateTime(value: string | null | undefined): { date: string; time: string } {
  const instant = value ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) return { date: '', time: '' };
  partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A whole number typed in a field; NaN for anything else (so the schema says why). */
export function parseWhole(value: string): number {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Reais as typed in Brazil: '80', '80,50', '1.200,00', '80.5'; NaN for anything else. */
export function parseReais(value: string): number {
  const trimmed = value.trim().replace(/^R\$\s*/i, '');
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(trimmed)) return Number(trimmed.replace(/\./g, '').replace(',', '.'));
  if (/^\d+([.,]\d{1,2})?$/.test(trimmed)) return Number(trimmed.replace(',', '.'));
  // Centavos past the second decimal ("80,555"): passed on as typed, so the schema names what is wrong.
  if (/^\d+,\d{3,}$/.test(trimmed)) return Number(trimmed.replace(',', '.'));
  return Number.NaN;
}

/** 80.5 → '80,50'; whole values stay whole ('80'). */
export function formatReaisInput(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
}
