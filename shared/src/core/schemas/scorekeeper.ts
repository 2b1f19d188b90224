import { z } from 'zod';
import { isoDateTimeSchema } from '@areia/shared/core/schemas/dates';
import { setScoreSchema, setsSchema } from '@areia/shared/core/schemas/organizer';

/**
 * A scorekeeper's link: a revocable token bound to one game or to one court for the day, that opens a score screen
 * without an account and can only enter that game's (or court's) live set score.
 */

/** Sets in progress: each set's points 0..99, at most 3 sets (the score rule judges only a finished match). */
export const liveSetsSchema = z.object({ sets: z.array(setScoreSchema).max(3, { error: 'Uma partida tem no máximo 3 sets' }) });
export type LiveSets = z.infer<typeof liveSetsSchema>;

export const scorekeeperLinkSchema = z.object({
  id: z.string(),
  gameId: z.string().nullable(),
  court: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  revokedAt: isoDateTimeSchema.nullable(),
});
export type ScorekeeperLink = z.infer<typeof scorekeeperLinkSchema>;

/** Answered once, at creation: the token is never shown again (only its hash is kept). */
export const createdScorekeeperLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  token: z.string(),
});
export type CreatedScorekeeperLink = z.infer<typeof createdScorekeeperLinkSchema>;

export const scorekeeperGameSchema = z.object({
  id: z.string(),
  court: z.string().nullable(),
  /** "A / B", nicknames only. */
  teamA: z.string(),
  teamB: z.string(),
  liveSets: z.array(setScoreSchema),
  final: z.boolean(),
});
export type ScorekeeperGame = z.infer<typeof scorekeeperGameSchema>;

/** What the link opens: the championship's title and the games it may score (its game, or its court's current and next). */
export const scorekeeperViewSchema = z.object({
  /** The screen follows the championship's live stream (/api/live/championships/{id}) with it. */
  championshipId: z.string(),
  championshipTitle: z.string(),
  court: z.string().nullable(),
  games: z.array(scorekeeperGameSchema),
});
export type ScorekeeperView = z.infer<typeof scorekeeperViewSchema>;

/** "Enviar resultado": the finished match, judged by rules/score.ts validateMatch (422), pending until a team confirms. */
export const scorekeeperReportSchema = z.object({ sets: setsSchema });
export type ScorekeeperReport = z.infer<typeof scorekeeperReportSchema>;
