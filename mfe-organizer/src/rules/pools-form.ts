import { drawPoolsSchema, publishKnockoutSchema, type DrawPoolsInput, type PublishKnockoutInput } from '@areia/shared/core/schemas/organizer';
import { messages as m } from '../messages';
import { fieldErrors } from './championship-form';
import { isoToLocalDateTime, localDateTimeToIso, parseWhole } from './local-time';

export interface DrawFormValues {
  poolSize: '3' | '4';
  date: string;
  time: string;
  courts: string;
  minutesPerGame: string;
}
export type DrawField = keyof DrawFormValues;

/** Starts on the championship's day and time, 2 courts, 30-minute games: what most beach events use. */
export function drawFormFor(occurs: string | null | undefined): DrawFormValues {
  const { date, time } = isoToLocalDateTime(occurs);
  return { poolSize: '4', date, time, courts: '2', minutesPerGame: '30' };
}

export function drawPayload(values: DrawFormValues): DrawPoolsInput {
  return {
    mode: 'snake',
    poolSize: values.poolSize === '3' ? 3 : 4,
    startsAt: localDateTimeToIso(values.date, values.time),
    courts: parseWhole(values.courts),
    minutesPerGame: parseWhole(values.minutesPerGame),
  };
}

export function drawFormErrors(values: DrawFormValues): Partial<Record<DrawField, string>> {
  const parsed = drawPoolsSchema.safeParse(drawPayload(values));
  const errors = parsed.success
    ? {}
    : fieldErrors<DrawField>(parsed.error, { poolSize: 'poolSize', startsAt: 'date', courts: 'courts', minutesPerGame: 'minutesPerGame' });
  if (!values.date || !values.time) errors.date = m.dateRequired;
  return errors;
}

export interface KnockoutFormValues {
  qualifiersPerPool: string;
  bestThirds: string;
}
export type KnockoutField = keyof KnockoutFormValues;

export function knockoutPayload(values: KnockoutFormValues): PublishKnockoutInput {
  return { qualifiersPerPool: parseWhole(values.qualifiersPerPool), bestThirds: parseWhole(values.bestThirds || '0') };
}

export function knockoutFormErrors(values: KnockoutFormValues): Partial<Record<KnockoutField, string>> {
  const parsed = publishKnockoutSchema.safeParse(knockoutPayload(values));
  return parsed.success ? {} : fieldErrors<KnockoutField>(parsed.error, { qualifiersPerPool: 'qualifiersPerPool', bestThirds: 'bestThirds' });
}
