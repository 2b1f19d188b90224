import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import {
  confirmRefusal,
  createRefusal,
  defaultLevelRange,
  joinRefusal,
  leaveRefusal,
  OPEN_GAME_PLACES,
  removeRefusal,
  reportRefusal,
  scoreStandsAt,
  sidesOf,
  standsByItself,
} from '@areia/shared/core/rules/open-game';
import type { openGameBodySchema, openGameScoreBodySchema } from '@areia/shared/core/schemas/open-game';
import { arenas, openGamePlayers, openGames, users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import type { Tx } from '../../platform/db/tx';
import { lockOpenGame, lockUsers, type OpenGameRow } from '../../platform/db/locks';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { JOB_NAMES } from '../../platform/jobs/names';
import { notify } from '../notifications/notify';
import { rateOpenGame } from '../ranking/open-game';
import { factsOf, playersOf, refusalError } from './facts';

type CreateBody = z.output<typeof openGameBodySchema>;
type ScoreBody = z.output<typeof openGameScoreBodySchema>;

/**
 * Every change of an open game is one transaction that locks the game's row first (lockOpenGame), reads who plays,
 * asks the core rule (shared/src/core/rules/open-game.ts), writes, and tells (notify) or schedules (the score job).
 * The row lock serializes a game's changes, so two athletes taking its last place end with one in and one refused.
 */

async function levelOfUser(tx: Tx, userId: string): Promise<number | undefined> {
  const [row] = await tx.select({ rating: users.rating }).from(users).where(eq(users.id, userId));
  return row?.rating;
}

async function arenaName(tx: Tx, arenaId: string): Promise<string> {
  const [row] = await tx.select({ name: arenas.name }).from(arenas).where(eq(arenas.id, arenaId));
  return row?.name ?? '';
}

/** Runs `step` on the locked game and its players; 404 when there is no such game. */
async function withGame<T>(deps: AppDeps, gameId: string, step: (tx: Tx, game: OpenGameRow, players: string[], now: Date) => Promise<T>): Promise<T> {
  if (!isUuid(gameId)) throw new HttpError(404, messages.openGameNotFound);
  return deps.db.transaction(async (tx) => {
    const game = await lockOpenGame(tx, gameId);
    if (!game) throw new HttpError(404, messages.openGameNotFound);
    return step(tx, game, await playersOf(tx, gameId), nowOf(deps));
  });
}

/** An athlete opens a game: the arena exists, the range within 0–1200 and in order (default: their level ± 150), the time ahead. */
export async function createOpenGame(deps: AppDeps, creatorId: string, body: CreateBody): Promise<string> {
  if (!isUuid(body.arena_id)) throw new HttpError(404, messages.arenaNotFound);
  return deps.db.transaction(async (tx) => {
    const [arena] = await tx.select({ id: arenas.id }).from(arenas).where(eq(arenas.id, body.arena_id));
    if (!arena) throw new HttpError(404, messages.arenaNotFound);
    const level = (await levelOfUser(tx, creatorId)) ?? 0;
    const range = defaultLevelRange(level);
    const levelMin = body.level_min ?? range.min;
    const levelMax = body.level_max ?? range.max;
    const startsAt = new Date(body.starts_at);
    const now = nowOf(deps);
    const refusal = createRefusal({ levelMin, levelMax, startsAt, creatorLevel: level }, now);
    if (refusal) throw refusalError(refusal, level);
    const [game] = await tx
      .insert(openGames)
      .values({ arenaId: arena.id, modalityId: VOLEI_MODALITY_ID, creatorId, startsAt, levelMin, levelMax, competitive: body.competitive, playerCount: 1, createdAt: now })
      .returning({ id: openGames.id });
    await tx.insert(openGamePlayers).values({ gameId: game!.id, userId: creatorId, joinedAt: now });
    return game!.id;
  });
}

/** One tap on "Entrar": first come, within the range; the fourth place tells all four. */
export async function joinOpenGame(deps: AppDeps, gameId: string, userId: string): Promise<void> {
  await withGame(deps, gameId, async (tx, game, players, now) => {
    const level = (await levelOfUser(tx, userId)) ?? 0;
    const refusal = joinRefusal(factsOf(game, players), { id: userId, level }, now);
    if (refusal) throw refusalError(refusal, level);
    await tx.insert(openGamePlayers).values({ gameId: game.id, userId, joinedAt: now });
    const count = players.length + 1;
    await tx.update(openGames).set({ playerCount: count }).where(eq(openGames.id, game.id));
    if (count === OPEN_GAME_PLACES) {
      await notify(tx, deps, {
        userIds: [...players, userId],
        kind: 'open_game_full',
        params: { gameId: game.id, arenaName: await arenaName(tx, game.arenaId), startsAt: game.startsAt.toISOString() },
      });
    }
  });
}

async function dropPlayer(tx: Tx, game: OpenGameRow, players: readonly string[], userId: string) {
  await tx.delete(openGamePlayers).where(and(eq(openGamePlayers.gameId, game.id), eq(openGamePlayers.userId, userId)));
  await tx.update(openGames).set({ playerCount: players.length - 1 }).where(eq(openGames.id, game.id));
}

/** A player other than the creator leaves, before the game's time: the place opens again. */
export async function leaveOpenGame(deps: AppDeps, gameId: string, userId: string): Promise<void> {
  await withGame(deps, gameId, async (tx, game, players, now) => {
    const refusal = leaveRefusal(factsOf(game, players), userId, now);
    if (refusal) throw refusalError(refusal);
    await dropPlayer(tx, game, players, userId);
  });
}

/** The creator removes another player, before the game's time. */
export async function removeOpenGamePlayer(deps: AppDeps, gameId: string, callerId: string, playerId: string): Promise<void> {
  await withGame(deps, gameId, async (tx, game, players, now) => {
    const refusal = removeRefusal(factsOf(game, players), callerId, isUuid(playerId) ? playerId : '', now);
    if (refusal) throw refusalError(refusal);
    await dropPlayer(tx, game, players, playerId);
  });
}

/**
 * A player reports the score once the game's time came with four: their partner and the sets from their side. The
 * other side is told (open_game_score) and the score stands by itself 24 h later (openGameScoreJob).
 */
export async function reportOpenGameScore(deps: AppDeps, gameId: string, callerId: string, body: ScoreBody): Promise<void> {
  await withGame(deps, gameId, async (tx, game, players, now) => {
    const partnerId = isUuid(body.partner_id) ? body.partner_id : '';
    const refusal = reportRefusal(factsOf(game, players), callerId, partnerId, body.sets, now);
    if (refusal) throw refusalError(refusal);
    const sideA = [callerId, partnerId];
    await tx.update(openGames).set({ reportedBy: callerId, reportedAt: now, sideA, sets: body.sets }).where(eq(openGames.id, game.id));
    const [reporter] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, callerId));
    await notify(tx, deps, {
      userIds: players.filter((id) => !sideA.includes(id)),
      kind: 'open_game_score',
      params: { gameId: game.id, arenaName: await arenaName(tx, game.arenaId), reporterNickname: reporter?.nickname ?? '' },
    });
    const standsAt = scoreStandsAt(now);
    await deps.jobs?.send(JOB_NAMES.openGameScore, { gameId: game.id }, { startAfter: standsAt, singletonKey: `${game.id}:${standsAt.getTime()}`, tx });
  });
}

/**
 * The score becomes final: confirmed by a player of the other side (`confirmedBy`), or standing by itself (null). A
 * competitive game then moves the four levels (domain/ranking/open-game.ts), its athletes locked after the game.
 */
async function settle(tx: Tx, game: OpenGameRow, players: readonly string[], confirmedBy: string | null, now: Date): Promise<void> {
  await tx.update(openGames).set({ confirmedAt: now, confirmedBy }).where(eq(openGames.id, game.id));
  if (!game.competitive) return;
  const sides = sidesOf(factsOf(game, players));
  if (!sides) return;
  await lockUsers(tx, players);
  await rateOpenGame(tx, { gameId: game.id, teamA: sides.a, teamB: sides.b, sets: game.sets ?? [], at: game.startsAt }, now);
}

/** A player of the other side confirms the reported score. */
export async function confirmOpenGameScore(deps: AppDeps, gameId: string, callerId: string): Promise<void> {
  await withGame(deps, gameId, async (tx, game, players, now) => {
    const refusal = confirmRefusal(factsOf(game, players), callerId, now);
    if (refusal) throw refusalError(refusal);
    await settle(tx, game, players, callerId, now);
  });
}

/** The job's step: a score still unconfirmed 24 h after its report stands by itself; anything else is left as it is. */
export async function letScoreStand(deps: AppDeps, gameId: string): Promise<boolean> {
  if (!isUuid(gameId)) return false;
  return deps.db.transaction(async (tx) => {
    const game = await lockOpenGame(tx, gameId);
    if (!game) return false;
    const players = await playersOf(tx, gameId);
    const now = nowOf(deps);
    if (!standsByItself(factsOf(game, players), now)) return false;
    await settle(tx, game, players, null, now);
    return true;
  });
}
