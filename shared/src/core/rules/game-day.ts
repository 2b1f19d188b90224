import { scoresOpen, type Stage } from '@areia/shared/core/rules/lifecycle';

/**
 * The steps of a game day, asked by the API before it writes and by the screens before they offer a button. Each is
 * taken only while the championship is being played (scoresOpen).
 */

export type DayGameFacts = { status: string; calledAt: Date | null; endedAt: Date | null };

const finished = (game: DayGameFacts) => game.status === 'finalizado' || game.endedAt !== null;

export type CallRefusal = 'stage' | 'finished' | 'called' | 'court_busy';

/** "Chamar para a quadra": a game not yet called, on a court with no game in play. */
export function callRefusal(stage: Stage, game: DayGameFacts, courtBusy: boolean): CallRefusal | null {
  if (!scoresOpen(stage)) return 'stage';
  if (finished(game)) return 'finished';
  if (game.calledAt) return 'called';
  if (courtBusy) return 'court_busy';
  return null;
}

/** A game waiting for its court may change court, place or time; one being played or finished stays where it is. */
export const mayMove = (stage: Stage, game: DayGameFacts) => scoresOpen(stage) && !finished(game) && !game.calledAt;

/** W.O. (a team absent when called) ends a game not finished yet. */
export const mayForfeit = (stage: Stage, game: DayGameFacts) => scoresOpen(stage) && !finished(game);

/** A court is paused or freed, and athletes checked in, while the championship is being played. */
export const dayOpen = (stage: Stage) => scoresOpen(stage);

/** An athlete's own check-in: from `opensAt` (before their first game) until their team's last game ended. */
export function checkInOpen(stage: Stage, now: Date, opensAt: Date | null, teamDone: boolean): boolean {
  return scoresOpen(stage) && opensAt !== null && now >= opensAt && !teamDone;
}
