import { CHAMPIONSHIP_STATUS, type ChampionshipStatus } from '@areia/shared/core/constants';
import { sharedMessages } from '@areia/shared/core/messages';
import { LOCALE, TIME_ZONE, TIME_ZONE_OFFSET } from '@areia/shared/core/format/locale';

/**
 * A championship's one lifecycle, computed from what happened to it and never guessed from the date alone:
 * inscricoes_abertas → inscricoes_encerradas → em_andamento (from the pool draw) → finalizado (the organizer's
 * finish), or cancelado. The API computes it with these functions and every screen shows what the API sent.
 * React-free and zod-free: the API imports it, and a page that imports it downloads no schema code.
 */
export const STAGES = ['inscricoes_abertas', 'inscricoes_encerradas', 'em_andamento', 'finalizado', 'cancelado'] as const;
export type Stage = (typeof STAGES)[number];

/** What decides the stage: the API reads it from the championship's row and whether its pools have games. */
export interface LifecycleFacts {
  /** Start in milliseconds; null when unknown (never treated as passed). */
  startsAt: number | null;
  /** Flagged disabled: shown, but nobody signs up. */
  isDisabled: boolean;
  /** Sign-ups closed by the organizer, or by the pool draw. */
  signupsClosed: boolean;
  /** The pools were drawn (their games exist). */
  poolsDrawn: boolean;
  finishedAt: number | null;
  cancelledAt: number | null;
}

/**
 * Cancelled and finished are final words, so they come first; the draw starts the championship whatever the date
 * (a championship past its date with games left is still being played); before the draw, sign-ups are closed by the
 * organizer, by the disabled flag or by the start passing.
 */
export function championshipStage(facts: LifecycleFacts, now: Date): Stage {
  if (facts.cancelledAt !== null) return 'cancelado';
  if (facts.finishedAt !== null) return 'finalizado';
  if (facts.poolsDrawn) return 'em_andamento';
  if (facts.isDisabled || facts.signupsClosed) return 'inscricoes_encerradas';
  if (facts.startsAt !== null && facts.startsAt <= now.getTime()) return 'inscricoes_encerradas';
  return 'inscricoes_abertas';
}

const STATUS_OF: Record<Stage, ChampionshipStatus> = {
  inscricoes_abertas: CHAMPIONSHIP_STATUS.open,
  inscricoes_encerradas: CHAMPIONSHIP_STATUS.disabled,
  em_andamento: CHAMPIONSHIP_STATUS.ongoing,
  finalizado: CHAMPIONSHIP_STATUS.closed,
  cancelado: CHAMPIONSHIP_STATUS.cancelled,
};

/** The card's `status` label, from the stage only: 'Lotado' is how open sign-ups read with no slot left. */
export function stageStatus(stage: Stage, free: number): ChampionshipStatus {
  if (stage === 'inscricoes_abertas' && free <= 0) return CHAMPIONSHIP_STATUS.full;
  return STATUS_OF[stage];
}

// Intl formatters built on first use and kept (core/format/format.ts says why), not on import: a screen that writes
// no date pays nothing.
let dayMonthFormat: Intl.DateTimeFormat | undefined;
let isoDayFormat: Intl.DateTimeFormat | undefined;
const dayMonth = (date: Date) => (dayMonthFormat ??= new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit' })).format(date);

/**
 * What every screen says of the stage. While it is being played: "Ao vivo" on a day with games, "Grupos sorteados ·
 * começa dd/mm" before its first game day (calendar days in America/Sao_Paulo), else the status ("Em andamento").
 */
export function stageLabel(status: ChampionshipStatus, gamesToday: boolean, firstGameAt: Date | null = null, now: Date = new Date(0)): string {
  if (status !== CHAMPIONSHIP_STATUS.ongoing) return status;
  if (gamesToday) return sharedMessages.live;
  if (firstGameAt && firstGameAt >= brasiliaToday(now).end) return sharedMessages.drawnStartsOn(dayMonth(firstGameAt));
  return status;
}

/** Teams may join or leave only before the draw; the draw fixes who plays. */
export const teamsMayChange = (stage: Stage) => stage === 'inscricoes_abertas' || stage === 'inscricoes_encerradas';

/**
 * An invitation is answered only while teams may still change: once the organizer cancelled the championship or drew
 * its pools, a partner's "yes" can no longer put the team in it (and owes nothing).
 */
export const invitationAnswerOpen = (stage: Stage) => teamsMayChange(stage);

/** A new team needs open sign-ups (a free slot is counted apart, under the championship's lock). */
export const signUpsOpen = (stage: Stage) => stage === 'inscricoes_abertas';

/**
 * A team may withdraw until the draw, while the championship has not started and is not disabled: closing sign-ups
 * stops new teams, not a team that can no longer play.
 */
export function withdrawOpen(stage: Stage, facts: Pick<LifecycleFacts, 'startsAt' | 'isDisabled'>, now: Date): boolean {
  return teamsMayChange(stage) && !facts.isDisabled && facts.startsAt !== null && facts.startsAt > now.getTime();
}

/**
 * Scores are entered, reported, confirmed and disputed only while the championship is being played: before the draw
 * there are no games, after the finish a reopen comes first. The API answers a closed stage with 409.
 */
export const scoresOpen = (stage: Stage) => stage === 'em_andamento';

/** The knockout is published from the pools being played, never before the draw nor after the finish or a cancel. */
export const knockoutOpen = (stage: Stage) => stage === 'em_andamento';

/** Only a championship being played can be finished (whether every game has its result is counted apart). */
export const mayFinish = (stage: Stage) => stage === 'em_andamento';

/** Only a finished championship is reopened (and only within `reopenOpen`'s window). */
export const mayReopen = (stage: Stage) => stage === 'finalizado';

/** A score may be entered from an hour before its game's time: earlier it can only be a mistake. */
export const SCORE_EARLY_MS = 60 * 60 * 1000;

export function scoreTooEarly(scheduledAt: Date | null, now: Date): boolean {
  return scheduledAt !== null && scheduledAt.getTime() - now.getTime() > SCORE_EARLY_MS;
}

/** When a game's score may first be entered (what the organizer is told before then); null for a game with no time. */
export function scoreOpensAt(scheduledAt: Date | null): Date | null {
  return scheduledAt === null ? null : new Date(scheduledAt.getTime() - SCORE_EARLY_MS);
}

/** A finished championship may be reopened (a late correction) for 7 days. */
export const REOPEN_DAYS = 7;
export const REOPEN_WINDOW_MS = REOPEN_DAYS * 24 * 60 * 60 * 1000;

export function reopenOpen(finishedAt: Date, now: Date): boolean {
  return now.getTime() - finishedAt.getTime() <= REOPEN_WINDOW_MS;
}

/** Cancelling is possible until the finish; a cancelled one stays cancelled. */
export const mayCancel = (stage: Stage) => stage !== 'finalizado' && stage !== 'cancelado';

/** The organizer edits a championship's details while it may still be cancelled: an ended one is a record. */
export const mayEdit = (stage: Stage) => mayCancel(stage);

export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 500;

/**
 * Today in Brasília as an instant range [start, end), for "games today" on the card. Brazil keeps one offset all year
 * (TIME_ZONE_OFFSET), so the calendar day is read in the zone and the offset is fixed.
 */
export function brasiliaToday(now: Date): { start: Date; end: Date } {
  isoDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const day = isoDayFormat.format(now);
  const start = new Date(`${day}T00:00:00${TIME_ZONE_OFFSET}`);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}
