import { CHAMPIONSHIP_STATUS } from '@areia/shared/core/constants';
import type { Championship, ChampionshipStatus } from '@areia/shared/core/schemas/championship';

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

/** What decides whether a championship takes sign-ups: the API reads them from its row, a screen from the answer. */
export interface ChampionshipFacts {
  /** Start in milliseconds; null when unknown (never treated as past). */
  startsAt: number | null;
  /** Flagged disabled: shown, but its card does not open and nobody signs up. */
  isDisabled: boolean;
  /** Sign-ups closed by the organizer (the pools are drawn from the teams in). */
  signupsClosed: boolean;
  /** Slots left. */
  free: number;
}

/**
 * The championship's own sign-up state, one precedence for every reader: **past > disabled > full > open**. Time
 * comes first because it is final — a championship that has happened is over ('Encerrado') whatever else is true
 * of it, so a past and disabled one reads 'Encerrado' on the card and 'já aconteceu' on its page alike. Disabled
 * (or closed by the organizer) comes before full: an organizer's decision outlasts a slot freed by a withdrawal.
 */
export type ChampionshipState = 'past' | 'disabled' | 'full' | 'open';

export function championshipState(facts: ChampionshipFacts, now: Date): ChampionshipState {
  if (facts.startsAt !== null && facts.startsAt < now.getTime()) return 'past';
  if (facts.isDisabled || facts.signupsClosed) return 'disabled';
  if (facts.free <= 0) return 'full';
  return 'open';
}

const STATUS_OF: Record<ChampionshipState, ChampionshipStatus> = {
  past: CHAMPIONSHIP_STATUS.closed,
  disabled: CHAMPIONSHIP_STATUS.disabled,
  full: CHAMPIONSHIP_STATUS.full,
  open: CHAMPIONSHIP_STATUS.open,
};

/** The `status` label the API sends (spec: 'Inscrições abertas' | 'Lotado' | 'Encerrado' | 'Inscrições fechadas'). */
export function championshipStatus(facts: ChampionshipFacts, now: Date): ChampionshipStatus {
  return STATUS_OF[championshipState(facts, now)];
}

/** A team may still withdraw: not disabled and not yet started (the start itself is too late). */
export function withdrawOpen(facts: Pick<ChampionshipFacts, 'startsAt' | 'isDisabled'>, now: Date): boolean {
  return !facts.isDisabled && facts.startsAt !== null && facts.startsAt > now.getTime();
}

/** The facts of a championship as the API sent it. */
export function championshipFacts(
  championship: Pick<Championship, 'occurs' | 'date' | 'isDisabled' | 'signupsClosed' | 'free'>,
): ChampionshipFacts {
  return {
    startsAt: championshipTime(championship),
    isDisabled: championship.isDisabled,
    // An answer cached before the field existed lacks it.
    signupsClosed: championship.signupsClosed ?? false,
    free: championship.free,
  };
}

/**
 * The athlete's sign-up button on the championship page: being in a team wins (spec: the button is disabled and
 * 'Você já está inscrito neste campeonato' is said), otherwise the championship's own state.
 */
export type SignUpState = ChampionshipState | 'registered';

export function signUpState(
  championship: Pick<Championship, 'occurs' | 'date' | 'isDisabled' | 'signupsClosed' | 'free' | 'isRegistered'>,
  now: Date,
): SignUpState {
  if (championship.isRegistered) return 'registered';
  return championshipState(championshipFacts(championship), now);
}
