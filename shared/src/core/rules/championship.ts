import type { Championship } from '@areia/shared/core/schemas/championship';
import { teamsMayChange, withdrawOpen, type Stage } from '@areia/shared/core/rules/lifecycle';

/**
 * Facts about a championship that the API and the screens both derive, written once. React-free and zod-free (types
 * only): the API imports it, and a page that imports it downloads no schema code.
 */

/** The championship's start as sent: `occurs`, else the `date` fallback (spec, data model) — the first that parses. */
export function championshipStart(championship: Pick<Championship, 'occurs' | 'date'>): string {
  for (const value of [championship.occurs, championship.date]) {
    if (value && !Number.isNaN(Date.parse(value))) return value;
  }
  return championship.occurs || championship.date;
}

/** The championship's start in milliseconds, or null when neither `occurs` nor `date` parses. */
export function championshipTime(championship: Pick<Championship, 'occurs' | 'date'>): number | null {
  const time = Date.parse(championshipStart(championship));
  return Number.isNaN(time) ? null : time;
}

/**
 * The athlete's sign-up button on the championship page. Once the pools are drawn the championship's stage is all
 * there is to say; before, being in a team wins (spec: the button is disabled and 'Você já está inscrito neste
 * campeonato' is said), then closed sign-ups, then no slot left.
 */
export type SignUpState = 'open' | 'full' | 'closed' | 'registered' | Exclude<Stage, 'inscricoes_abertas' | 'inscricoes_encerradas'>;

export function signUpState(championship: Pick<Championship, 'stage' | 'free' | 'isRegistered'>): SignUpState {
  const { stage } = championship;
  if (!teamsMayChange(stage)) return stage as SignUpState;
  if (championship.isRegistered) return 'registered';
  if (stage === 'inscricoes_encerradas') return 'closed';
  return championship.free <= 0 ? 'full' : 'open';
}

/** The start and the disabled flag as a screen reads them, for the shared withdrawal rule. */
export function withdrawAllowed(championship: Pick<Championship, 'stage' | 'occurs' | 'date' | 'isDisabled'>, now: Date): boolean {
  return withdrawOpen(championship.stage, { startsAt: championshipTime(championship), isDisabled: championship.isDisabled }, now);
}

export const PAST_START_MESSAGE = 'A data do campeonato já passou: escolha uma data e um horário futuros';

/**
 * A championship starts in the future: a new one, or an edit that moves the date, is refused with the reason when the
 * date has passed; an edit that keeps the date it had (a championship under way) is not.
 */
export function startDateRefusal(occurs: Date, now: Date, previous?: Date): string | null {
  if (previous && previous.getTime() === occurs.getTime()) return null;
  return occurs.getTime() <= now.getTime() ? PAST_START_MESSAGE : null;
}
