import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { championships, courtPauses, gameDayPushes, games } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import type { GameRow } from '../championship/games';
import { membersOfTeams } from '../notifications/recipients';
import { notify } from '../notifications/notify';
import { predictDay } from './reads';

/** "Seu jogo é o próximo": sent when the game is first in its court's queue and predicted to start within this. */
export const NEXT_GAME_NOTICE_MS = 15 * 60_000;

export type GameDayPushKind = 'game_next' | 'game_called';

/**
 * The players of a game not yet told this (one row per game, player and kind: game_day_pushes), now marked told in
 * the caller's transaction. Predictions move by minutes all day; the key has no time in it, so each is told once.
 */
async function untold(tx: Tx, game: Pick<GameRow, 'id' | 'teamAId' | 'teamBId'>, kind: GameDayPushKind): Promise<string[]> {
  const players = [...new Set((await membersOfTeams(tx, [game.teamAId, game.teamBId])).map((member) => member.playerId))];
  if (players.length === 0) return [];
  const told = await tx
    .insert(gameDayPushes)
    .values(players.map((userId) => ({ gameId: game.id, userId, kind })))
    .onConflictDoNothing()
    .returning({ userId: gameDayPushes.userId });
  return told.map((row) => row.userId);
}

/** "Chamado agora — Quadra N", to both teams' players, in the transaction of the organizer's call (steps.ts). */
export async function tellGameCalled(tx: Tx, deps: AppDeps, championship: { id: string; title: string }, game: GameRow): Promise<void> {
  if (!game.court) return;
  const userIds = await untold(tx, game, 'game_called');
  if (userIds.length === 0) return;
  await notify(tx, deps, { userIds, kind: 'game_called', params: { championshipId: championship.id, championshipTitle: championship.title, gameId: game.id, court: game.court } });
}

/**
 * For every championship being played now: each court's next game predicted to start within NEXT_GAME_NOTICE_MS
 * (shared/src/core/rules/court-queue.ts) tells its players "Seu jogo é o próximo na Quadra N (previsto HH:MM)", once
 * per game and player whatever the predictions do afterwards. Answers how many athletes were told.
 */
export async function tellNextGames(deps: AppDeps): Promise<number> {
  const now = nowOf(deps);
  const dayWindow = 18 * 60 * 60_000;
  // Championships with a game waiting for its call and due within the day: a handful at any moment.
  const playing = await deps.db
    .selectDistinct({ id: games.championshipId })
    .from(games)
    .innerJoin(championships, eq(championships.id, games.championshipId))
    .where(
      and(
        isNull(games.calledAt),
        ne(games.status, 'finalizado'),
        isNull(championships.cancelledAt),
        gt(games.scheduledAt, new Date(now.getTime() - dayWindow)),
        lt(games.scheduledAt, new Date(now.getTime() + dayWindow)),
      ),
    );
  let told = 0;
  for (const { id } of playing) {
    told += await deps.db.transaction(async (tx) => {
      const [championship] = await tx.select().from(championships).where(eq(championships.id, id));
      if (!championship) return 0;
      const [gameRows, pauses] = [
        await tx.select().from(games).where(eq(games.championshipId, id)),
        await tx.select().from(courtPauses).where(eq(courtPauses.championshipId, id)),
      ];
      const { predictions } = predictDay(championship, gameRows, pauses, now);
      const nextOnCourt = new Map<string, { gameId: string; start: Date }>();
      for (const prediction of predictions.values()) {
        if (prediction.state !== 'aguardando') continue;
        const first = nextOnCourt.get(prediction.court);
        if (!first || prediction.predictedStart < first.start) nextOnCourt.set(prediction.court, { gameId: prediction.gameId, start: prediction.predictedStart });
      }
      let count = 0;
      for (const [court, next] of nextOnCourt) {
        if (next.start.getTime() - now.getTime() > NEXT_GAME_NOTICE_MS) continue;
        const game = gameRows.find((row) => row.id === next.gameId)!;
        const userIds = await untold(tx, game, 'game_next');
        if (userIds.length === 0) continue;
        await notify(tx, deps, {
          userIds,
          kind: 'game_next',
          params: { championshipId: championship.id, championshipTitle: championship.title, gameId: game.id, court, predictedAt: next.start.toISOString() },
        });
        count += userIds.length;
      }
      return count;
    });
  }
  return told;
}
