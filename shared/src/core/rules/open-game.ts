import { LEVEL_MAX } from '@areia/shared/core/rules/ranking/level';
import { validateMatch, type SetPoints } from '@areia/shared/core/rules/score';

/**
 * An open game ("Jogo aberto"): an athlete opens a game at an arena, day and time for 4 athletes within a level range.
 * React-free: the API asks these rules inside its transaction (domain/open-games) and the screens show what it sent.
 *
 * THE STAGES, computed from what happened and the clock, never stored as a guess:
 *   open       fewer than 4 players, before its time: anyone within the range may join (first come)
 *   full       4 players, before its time: nobody joins; a player may leave or be removed by the creator (open again)
 *   played     4 players and its time has come: any player reports the score (with their partner)
 *   reported   a score waits for a player of the other side to confirm it; it stands by itself after 24 h
 *   confirmed  the score is final (a competitive game has moved the four levels)
 *   lapsed     its time came with fewer than 4 players: nothing more happens
 */
export const OPEN_GAME_PLACES = 4;
/** The range a game gets when its creator gives none: their level, this far either way. */
export const DEFAULT_LEVEL_SPREAD = 150;
/** A reported score stands by itself this long after the report, when nobody of the other side confirmed it. */
export const SCORE_STANDS_AFTER_MS = 24 * 60 * 60 * 1000;

export const OPEN_GAME_STAGES = ['open', 'full', 'played', 'reported', 'confirmed', 'lapsed'] as const;
export type OpenGameStage = (typeof OPEN_GAME_STAGES)[number];

export type OpenGameFacts = {
  creatorId: string;
  startsAt: Date;
  levelMin: number;
  levelMax: number;
  /** Who holds a place, in the order they took it (the creator first). */
  players: readonly string[];
  /** The reported score: the reporter and their partner are side A. */
  report: { by: string; sideA: readonly [string, string]; at: Date } | null;
  confirmedAt: Date | null;
};

export function openGameStage(game: OpenGameFacts, now: Date): OpenGameStage {
  if (game.confirmedAt !== null) return 'confirmed';
  if (game.report !== null) return 'reported';
  const started = game.startsAt.getTime() <= now.getTime();
  const full = game.players.length >= OPEN_GAME_PLACES;
  if (started) return full ? 'played' : 'lapsed';
  return full ? 'full' : 'open';
}

/** The range a game gets by default: the creator's level ± 150, within the scale. */
export function defaultLevelRange(level: number): { min: number; max: number } {
  return { min: Math.max(0, level - DEFAULT_LEVEL_SPREAD), max: Math.min(LEVEL_MAX, level + DEFAULT_LEVEL_SPREAD) };
}

export const inLevelRange = (level: number, game: Pick<OpenGameFacts, 'levelMin' | 'levelMax'>) => level >= game.levelMin && level <= game.levelMax;

/**
 * Why a refusal: `status` is what the API answers (404 the caller or player is not in the game, 403 the caller may
 * not do this, 409 the stage forbids it, 422 a rule refuses it); the API words each code (platform/http/messages.ts).
 */
export type OpenGameRefusal =
  | { status: 422; code: 'range_bounds' | 'range_inverted' | 'in_past' | 'creator_out_of_range' }
  | { status: 422; code: 'out_of_range'; min: number; max: number; level: number }
  | { status: 409; code: 'already_in' | 'full' | 'started' | 'not_played' | 'already_reported' | 'not_reported' | 'confirmed' }
  | { status: 404; code: 'not_in' | 'player_not_in' }
  | { status: 403; code: 'not_creator' | 'not_a_player' }
  | { status: 422; code: 'creator_stays' | 'bad_partner' | 'same_side' }
  | { status: 422; code: 'bad_score'; message: string };

/** A new game: its range within 0–1200 and in order, its time ahead, the creator inside their own range. */
export function createRefusal(input: { levelMin: number; levelMax: number; startsAt: Date; creatorLevel: number }, now: Date): OpenGameRefusal | null {
  const { levelMin, levelMax } = input;
  if (![levelMin, levelMax].every((value) => Number.isInteger(value) && value >= 0 && value <= LEVEL_MAX)) return { status: 422, code: 'range_bounds' };
  if (levelMin > levelMax) return { status: 422, code: 'range_inverted' };
  if (input.startsAt.getTime() <= now.getTime()) return { status: 422, code: 'in_past' };
  if (!inLevelRange(input.creatorLevel, { levelMin, levelMax })) return { status: 422, code: 'creator_out_of_range' };
  return null;
}

/** One tap on "Entrar": only while open, once, within the range. */
export function joinRefusal(game: OpenGameFacts, who: { id: string; level: number }, now: Date): OpenGameRefusal | null {
  if (game.players.includes(who.id)) return { status: 409, code: 'already_in' };
  const stage = openGameStage(game, now);
  if (stage === 'full') return { status: 409, code: 'full' };
  if (stage !== 'open') return { status: 409, code: 'started' };
  if (!inLevelRange(who.level, game)) return { status: 422, code: 'out_of_range', min: game.levelMin, max: game.levelMax, level: who.level };
  return null;
}

/** Leaving: a player other than the creator, before the game's time. */
export function leaveRefusal(game: OpenGameFacts, who: string, now: Date): OpenGameRefusal | null {
  if (!game.players.includes(who)) return { status: 404, code: 'not_in' };
  if (who === game.creatorId) return { status: 422, code: 'creator_stays' };
  const stage = openGameStage(game, now);
  if (stage !== 'open' && stage !== 'full') return { status: 409, code: 'started' };
  return null;
}

/** The creator removes another player, before the game's time. */
export function removeRefusal(game: OpenGameFacts, callerId: string, playerId: string, now: Date): OpenGameRefusal | null {
  if (callerId !== game.creatorId) return { status: 403, code: 'not_creator' };
  if (playerId === game.creatorId) return { status: 422, code: 'creator_stays' };
  if (!game.players.includes(playerId)) return { status: 404, code: 'player_not_in' };
  const stage = openGameStage(game, now);
  if (stage !== 'open' && stage !== 'full') return { status: 409, code: 'started' };
  return null;
}

/** A player reports the score once the game's time came with four: their partner is another player; a finished match. */
export function reportRefusal(game: OpenGameFacts, callerId: string, partnerId: string, sets: readonly SetPoints[], now: Date): OpenGameRefusal | null {
  if (!game.players.includes(callerId)) return { status: 403, code: 'not_a_player' };
  const stage = openGameStage(game, now);
  if (stage === 'reported') return { status: 409, code: 'already_reported' };
  if (stage === 'confirmed') return { status: 409, code: 'confirmed' };
  if (stage !== 'played') return { status: 409, code: 'not_played' };
  if (partnerId === callerId || !game.players.includes(partnerId)) return { status: 422, code: 'bad_partner' };
  const match = validateMatch(sets);
  if (!match.ok) return { status: 422, code: 'bad_score', message: match.message };
  return null;
}

/** The two sides of a reported score: the reporter's pair, and the other two in the order they joined. */
export function sidesOf(game: OpenGameFacts): { a: [string, string]; b: [string, string] } | null {
  if (!game.report) return null;
  const a = game.report.sideA;
  const b = game.players.filter((id) => !a.includes(id));
  if (b.length !== 2) return null;
  return { a: [a[0], a[1]], b: [b[0]!, b[1]!] };
}

/** Who may confirm a reported score: a player of the other side, never the reporter's pair. */
export function mayConfirm(game: OpenGameFacts, userId: string): boolean {
  return sidesOf(game)?.b.includes(userId) ?? false;
}

export function confirmRefusal(game: OpenGameFacts, callerId: string, now: Date): OpenGameRefusal | null {
  if (!game.players.includes(callerId)) return { status: 403, code: 'not_a_player' };
  const stage = openGameStage(game, now);
  if (stage === 'confirmed') return { status: 409, code: 'confirmed' };
  if (stage !== 'reported') return { status: 409, code: 'not_reported' };
  if (!mayConfirm(game, callerId)) return { status: 422, code: 'same_side' };
  return null;
}

/** When a reported score stands by itself. */
export const scoreStandsAt = (reportedAt: Date) => new Date(reportedAt.getTime() + SCORE_STANDS_AFTER_MS);

/** Whether the score stands by itself at `now` (the job's question). */
export const standsByItself = (game: OpenGameFacts, now: Date) =>
  openGameStage(game, now) === 'reported' && game.report !== null && scoreStandsAt(game.report.at).getTime() <= now.getTime();

/** The history's title of a rated open game. */
export const openGameTitle = (arenaName: string) => `Jogo aberto na ${arenaName}`;
