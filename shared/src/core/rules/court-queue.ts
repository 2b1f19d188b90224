/**
 * When each game of a championship's day really starts: court queues replayed from what happened (calls, ends) at
 * the day's measured pace, never before the draw's time, a team's rest or a court's pause. Pure: `now` is an input.
 */

export type QueuedGame = {
  id: string;
  court: string;
  /** 1-based order in its court's queue. */
  position: number;
  teamIds: readonly [string, string];
  /** The draw's time: never predicted before it. */
  scheduledAt: Date;
  /** The organizer moved it later: never before this. */
  notBefore?: Date | null;
  /** "Chamar para a quadra": it started then. */
  calledAt?: Date | null;
  /** Its score became final then (or its W.O.). */
  endedAt?: Date | null;
};
export type CourtPause = { court: string; until: Date };
export type QueueInput = { now: Date; games: readonly QueuedGame[]; pauses: readonly CourtPause[]; paceMinutes: number; restMinutes: number };
export type GameDayState = 'aguardando' | 'em_quadra' | 'encerrado';
export type Prediction = { gameId: string; court: string; state: GameDayState; predictedStart: Date; predictedEnd: Date; delayMinutes: number };

export const DEFAULT_REST_MINUTES = 10;
export const DEFAULT_CHECKIN_MINUTES = 60;
/** An athlete checks in from their phone within this distance of the arena. */
export const CHECKIN_RADIUS_METERS = 500;

const MINUTE = 60_000;

/** Mean minutes of the games that were called and ended today (rounded, at least 1); the draw's guess before any. */
export function measuredPace(games: readonly QueuedGame[], fallbackMinutes: number): number {
  const played = games.filter((game) => game.calledAt && game.endedAt && game.endedAt > game.calledAt);
  if (played.length === 0) return fallbackMinutes;
  const total = played.reduce((sum, game) => sum + (game.endedAt!.getTime() - game.calledAt!.getTime()), 0);
  return Math.max(1, Math.round(total / played.length / MINUTE));
}

const stateOf = (game: QueuedGame): GameDayState => (game.endedAt ? 'encerrado' : game.calledAt ? 'em_quadra' : 'aguardando');

/**
 * Games are replayed in one order fixed by the queues alone (the draw's time, then court, then place), never by the
 * times being predicted: so every prediction is a latest-of over earlier ones, and a later end, call, `now` or pause
 * can only move predictions later. A court's queue order is kept whatever the draw's times say.
 */
function replayOrder(games: readonly QueuedGame[]): QueuedGame[] {
  const byCourt = new Map<string, QueuedGame[]>();
  for (const game of games) byCourt.set(game.court, [...(byCourt.get(game.court) ?? []), game]);
  for (const queue of byCourt.values()) queue.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  // Merge the queues by each head's draw time, so no game is replayed before the one ahead of it on its court.
  const heads = [...byCourt.entries()].map(([court, queue]) => ({ court, queue, next: 0 }));
  const out: QueuedGame[] = [];
  for (;;) {
    let best: (typeof heads)[number] | undefined;
    for (const head of heads) {
      const game = head.queue[head.next];
      if (!game) continue;
      const current = best?.queue[best.next];
      if (!current || game.scheduledAt < current.scheduledAt || (game.scheduledAt.getTime() === current.scheduledAt.getTime() && head.court < best!.court)) best = head;
    }
    if (!best) return out;
    out.push(best.queue[best.next]!);
    best.next += 1;
  }
}

const latest = (...dates: (Date | null | undefined)[]) => new Date(Math.max(...dates.filter((date): date is Date => Boolean(date)).map((date) => date.getTime())));

/** Predicted start and end of every game, with its state and its delay behind the draw's time. */
export function predictStarts(input: QueueInput): Map<string, Prediction> {
  const pace = input.paceMinutes * MINUTE;
  const rest = input.restMinutes * MINUTE;
  const courtFree = new Map<string, Date>();
  const teamFree = new Map<string, Date>();
  const pauses = new Map<string, Date>();
  for (const pause of input.pauses) pauses.set(pause.court, latest(pauses.get(pause.court), pause.until));
  const out = new Map<string, Prediction>();
  const occupy = (game: QueuedGame, end: Date) => {
    courtFree.set(game.court, latest(courtFree.get(game.court), end));
    for (const team of game.teamIds) teamFree.set(team, latest(teamFree.get(team), end));
  };
  // What really happened first: a game on court holds its court and its teams whatever its place in the queues.
  for (const game of input.games) {
    if (!game.calledAt && !game.endedAt) continue;
    const start = game.calledAt ?? game.endedAt!;
    const end = game.endedAt ? latest(game.endedAt, start) : latest(input.now, new Date(start.getTime() + pace));
    occupy(game, end);
    const delayMinutes = Math.max(0, Math.round((start.getTime() - game.scheduledAt.getTime()) / MINUTE));
    out.set(game.id, { gameId: game.id, court: game.court, state: stateOf(game), predictedStart: start, predictedEnd: end, delayMinutes });
  }
  for (const game of replayOrder(input.games)) {
    if (out.has(game.id)) continue;
    const [a, b] = game.teamIds;
    const ready = latest(
      courtFree.get(game.court),
      game.scheduledAt,
      game.notBefore,
      teamFree.get(a) && new Date(teamFree.get(a)!.getTime() + rest),
      teamFree.get(b) && new Date(teamFree.get(b)!.getTime() + rest),
    );
    const start = latest(ready, input.now, pauses.get(game.court));
    const end = new Date(start.getTime() + pace);
    occupy(game, end);
    const delayMinutes = Math.max(0, Math.round((start.getTime() - game.scheduledAt.getTime()) / MINUTE));
    out.set(game.id, { gameId: game.id, court: game.court, state: 'aguardando', predictedStart: start, predictedEnd: end, delayMinutes });
  }
  return out;
}

/** When an athlete may check in: from `minutes` before their team's first predicted game. */
export function checkInOpensAt(firstPredictedStart: Date, minutes: number): Date {
  return new Date(firstPredictedStart.getTime() - minutes * MINUTE);
}

/** The delay the screens show ("previsto 10:40 (+15 min)"): rounded to 5 min, 0 when on time or early. */
export function displayedDelay(prediction: Pick<Prediction, 'delayMinutes'>): number {
  return Math.round(prediction.delayMinutes / 5) * 5;
}
