import { asc, eq } from 'drizzle-orm';
import type { OpenGameFacts, OpenGameRefusal } from '@areia/shared/core/rules/open-game';
import { openGamePlayers } from '../../platform/db/schema';
import type { OpenGameRow } from '../../platform/db/locks';
import type { Tx } from '../../platform/db/tx';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';

/** The game's players in the order they took their place (the creator first). */
export async function playersOf(db: Tx, gameId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: openGamePlayers.userId })
    .from(openGamePlayers)
    .where(eq(openGamePlayers.gameId, gameId))
    .orderBy(asc(openGamePlayers.seq));
  return rows.map((row) => row.userId);
}

/** What the core rules (shared/src/core/rules/open-game.ts) decide from: the row and who plays. */
export function factsOf(game: OpenGameRow, players: readonly string[]): OpenGameFacts {
  const sideA = game.sideA;
  return {
    creatorId: game.creatorId,
    startsAt: game.startsAt,
    levelMin: game.levelMin,
    levelMax: game.levelMax,
    players,
    report: game.reportedBy && game.reportedAt && sideA?.length === 2 ? { by: game.reportedBy, sideA: [sideA[0]!, sideA[1]!], at: game.reportedAt } : null,
    confirmedAt: game.confirmedAt,
  };
}

const WORDS: Record<Exclude<OpenGameRefusal['code'], 'out_of_range' | 'bad_score' | 'creator_out_of_range'>, string> = {
  range_bounds: messages.openGameRangeBounds,
  range_inverted: messages.openGameRangeInverted,
  in_past: messages.openGameInPast,
  already_in: messages.openGameAlreadyIn,
  full: messages.openGameFull,
  started: messages.openGameStarted,
  not_played: messages.openGameNotPlayed,
  already_reported: messages.openGameAlreadyReported,
  not_reported: messages.openGameNotReported,
  confirmed: messages.openGameConfirmed,
  not_in: messages.openGameNotIn,
  player_not_in: messages.openGamePlayerNotIn,
  not_creator: messages.openGameNotCreator,
  not_a_player: messages.openGameNotAPlayer,
  creator_stays: messages.openGameCreatorStays,
  bad_partner: messages.openGameBadPartner,
  same_side: messages.openGameSameSide,
};

/** A rule's refusal in pt-BR; `level` is the caller's, for the refusals that name it. */
export function refusalMessage(refusal: OpenGameRefusal, level: number): string {
  switch (refusal.code) {
    case 'out_of_range':
      return messages.openGameOutOfRange(refusal.min, refusal.max, refusal.level);
    case 'bad_score':
      return refusal.message;
    case 'creator_out_of_range':
      return messages.openGameCreatorOutOfRange(level);
    default:
      return WORDS[refusal.code];
  }
}

export const refusalError = (refusal: OpenGameRefusal, level = 0) => new HttpError(refusal.status, refusalMessage(refusal, level));
