import { formatTime } from '@areia/shared/core/format/format';
import { checkInOpensAt, displayedDelay } from '@areia/shared/core/rules/court-queue';
import { callRefusal, mayForfeit, mayMove, type DayGameFacts } from '@areia/shared/core/rules/game-day';
import type { Stage } from '@areia/shared/core/rules/lifecycle';
import type { DayCheckIn, DayCourt, DayGame, OrganizerGameDay } from '@areia/shared/core/schemas/gameday';
import { messages as m } from '../messages';
import { isoToLocalDateTime, localDateTimeToIso } from './local-time';

/** "Dupla A x Dupla B". */
export const teamsOf = (game: Pick<DayGame, 'teamA' | 'teamB'>) => `${game.teamA.name} ${m.vs} ${game.teamB.name}`;

/** "previsto 10:40 (+15 min)": the queue's predicted start and how far behind the draw's time it runs. */
export const predictedText = (game: Pick<DayGame, 'predictedStart' | 'delayMinutes'>) => m.predicted(formatTime(game.predictedStart), displayedDelay(game));

/** The live set score, set by set ("Set 1: 21 a 18 · Set 2: 4 a 2"), or that no point was played. */
export function liveScoreText(game: Pick<DayGame, 'liveSets'>): string {
  if (!game.liveSets || game.liveSets.length === 0) return m.noPoints;
  return game.liveSets.map((set, index) => m.setScore(index + 1, set.a, set.b)).join(' · ');
}

/** Where a queued game may go: every other court (to its end) and every place in its own court's queue. */
export function moveTargets(courts: DayCourt[], game: DayGame): { courts: string[]; positions: number[] } {
  const own = courts.find((court) => court.court === game.court);
  const queued = own ? own.next.length : 0;
  return {
    courts: courts.map((court) => court.court),
    positions: Array.from({ length: Math.max(queued, 1) }, (_, index) => index + 1),
  };
}

/** The instant a pause of `minutes` from `now` ends, as the API takes it. */
export const pauseUntil = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

export const PAUSE_MINUTES = [15, 30, 60] as const;

export interface MissingPlayer {
  playerId: string;
  nickname: string;
  teamName: string;
  court: string;
  predictedStart: string;
}

/**
 * "Quem falta": players not checked in whose team plays soon — on court or called, or due within the day's check-in
 * window (`checkinMinutes` before its predicted start) — soonest first.
 */
export function missingPlayers(day: OrganizerGameDay, now: Date): MissingPlayer[] {
  const byTeam = new Map<string, DayCheckIn>(day.checkIns.map((entry) => [entry.teamId, entry]));
  const near = day.games
    .filter((game) => game.state !== 'encerrado' && (game.state === 'em_quadra' || game.calledAt !== null || checkInOpensAt(new Date(game.predictedStart), day.checkinMinutes).getTime() <= now.getTime()))
    .sort((a, b) => a.predictedStart.localeCompare(b.predictedStart));
  const seen = new Set<string>();
  const missing: MissingPlayer[] = [];
  for (const game of near) {
    for (const team of [game.teamA, game.teamB]) {
      for (const player of byTeam.get(team.id)?.players ?? []) {
        if (player.checkedInAt !== null || seen.has(player.id)) continue;
        seen.add(player.id);
        missing.push({ playerId: player.id, nickname: player.nickname, teamName: team.name, court: game.court, predictedStart: game.predictedStart });
      }
    }
  }
  return missing;
}

/** What the core rules (rules/game-day.ts) read of a game of the day. */
export const factsOf = (game: DayGame): DayGameFacts => ({
  status: game.state === 'encerrado' ? 'finalizado' : game.state,
  calledAt: game.calledAt ? new Date(game.calledAt) : null,
  endedAt: game.endedAt ? new Date(game.endedAt) : null,
});

/** Which of the day's steps a game allows (its buttons are disabled otherwise), as the API's rules decide them. */
export function dayActions(stage: Stage, game: DayGame, courtBusy: boolean): { call: boolean; move: boolean; forfeit: boolean } {
  const facts = factsOf(game);
  return { call: callRefusal(stage, facts, courtBusy) === null, move: mayMove(stage, facts), forfeit: mayForfeit(stage, facts) };
}

/** The "não antes de" field's text for a game: its time in Brasília ('14:30'), '' when it has none. */
export const notBeforeText = (game: Pick<DayGame, 'notBefore'>) => (game.notBefore ? isoToLocalDateTime(game.notBefore).time : '');

/** The game's day in Brasília as the hint shows it ('28/11'). */
export function gameDayText(game: Pick<DayGame, 'scheduledAt'>): string {
  const { date } = isoToLocalDateTime(game.scheduledAt);
  return date ? `${date.slice(8, 10)}/${date.slice(5, 7)}` : '';
}

/**
 * The typed "não antes de" as the move takes it: a time (14:30, 9:30, 0930 or 9h30) on the game's own day in Brasília,
 * as an instant; an emptied field takes the game's back (null); the game's own time, or nothing typed for a game that
 * has none, changes nothing (undefined).
 */
export function notBeforeOf(game: Pick<DayGame, 'notBefore' | 'scheduledAt'>, typed: string): { ok: true; notBefore: string | null | undefined } | { ok: false; message: string } {
  const text = typed.trim();
  if (text === '') return { ok: true, notBefore: game.notBefore ? null : undefined };
  const match = /^(\d{1,2})[:hH]?(\d{2})$/.exec(text);
  const hours = match ? Number(match[1]) : Number.NaN;
  const minutes = match ? Number(match[2]) : Number.NaN;
  if (!(hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59)) return { ok: false, message: m.moveNotBeforeInvalid };
  const time = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  if (time === notBeforeText(game)) return { ok: true, notBefore: undefined };
  const iso = localDateTimeToIso(isoToLocalDateTime(game.scheduledAt).date, time);
  if (!iso) return { ok: false, message: m.moveNotBeforeInvalid };
  return { ok: true, notBefore: new Date(iso).toISOString() };
}
