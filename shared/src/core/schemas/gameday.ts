import { z } from 'zod';
import { isoDateTimeSchema } from '@areia/shared/core/schemas/dates';
import { setScoreSchema } from '@areia/shared/core/schemas/organizer';
import { groupRowSchema } from '@areia/shared/core/schemas/standings';

/**
 * A championship's game day: court queues with predicted starts (rules/court-queue.ts), calls, W.O., check-in, and
 * the live stream's event. The public answer carries nicknames only; the organizer's adds who has checked in.
 */

export const GAME_DAY_STATES = ['aguardando', 'em_quadra', 'encerrado'] as const;
export const gameDayStateSchema = z.enum(GAME_DAY_STATES);

export const dayTeamSchema = z.object({
  id: z.string(),
  /** "A / B", nicknames only. */
  name: z.string(),
});

export const dayGameSchema = z.object({
  id: z.string(),
  court: z.string(),
  /** 1-based order in its court's queue. */
  position: z.number().int(),
  phaseLabel: z.string(),
  group: z.string(),
  teamA: dayTeamSchema,
  teamB: dayTeamSchema,
  state: gameDayStateSchema,
  scheduledAt: isoDateTimeSchema,
  predictedStart: isoDateTimeSchema,
  predictedEnd: isoDateTimeSchema,
  /** Minutes behind the draw's time (0 when on time). */
  delayMinutes: z.number().int(),
  /** The organizer's "não antes de": the game starts no earlier; null when none was set. */
  notBefore: isoDateTimeSchema.nullable(),
  calledAt: isoDateTimeSchema.nullable(),
  endedAt: isoDateTimeSchema.nullable(),
  /** The set score while it is played; null before the first point. */
  liveSets: z.array(setScoreSchema).nullable(),
  /** The final sets once finished. */
  sets: z.array(setScoreSchema).nullable(),
  scoreA: z.number().int().nullable(),
  scoreB: z.number().int().nullable(),
  /** The team given W.O., if any. */
  forfeitTeamId: z.string().nullable(),
  version: z.number().int(),
});
export type DayGame = z.infer<typeof dayGameSchema>;

export const dayCourtSchema = z.object({
  court: z.string(),
  /** "Quadra indisponível" until then; null when open. */
  unavailableUntil: isoDateTimeSchema.nullable(),
  current: dayGameSchema.nullable(),
  next: z.array(dayGameSchema),
});
export type DayCourt = z.infer<typeof dayCourtSchema>;

export const gameDaySchema = z.object({
  championshipId: z.string(),
  title: z.string(),
  occurs: isoDateTimeSchema,
  arenaName: z.string().nullable(),
  /** The live stream's version this answer was read at. */
  liveVersion: z.number().int(),
  paceMinutes: z.number().int(),
  restMinutes: z.number().int(),
  checkinMinutes: z.number().int(),
  courts: z.array(dayCourtSchema),
  /** Every game of the day in court and queue order (finished ones too). */
  games: z.array(dayGameSchema),
  /** The pools' standings (FIVB order; members are nicknames). */
  standings: z.array(groupRowSchema),
});
export type GameDay = z.infer<typeof gameDaySchema>;

export const dayCheckInSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  players: z.array(z.object({ id: z.string(), nickname: z.string(), checkedInAt: isoDateTimeSchema.nullable() })),
});
export type DayCheckIn = z.infer<typeof dayCheckInSchema>;

/** The organizer's day screen: the public day plus who has checked in. */
export const organizerGameDaySchema = gameDaySchema.extend({ checkIns: z.array(dayCheckInSchema) });
export type OrganizerGameDay = z.infer<typeof organizerGameDaySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Steps

const COURT_INVALID = 'Quadra inválida';
const WHEN_INVALID = 'Horário inválido';
const instant = z.iso.datetime({ offset: true, error: WHEN_INVALID });

export const moveGameSchema = z
  .object({
    court: z.string({ error: COURT_INVALID }).trim().min(1, { error: COURT_INVALID }).max(40, { error: COURT_INVALID }).optional(),
    position: z.number({ error: 'Posição inválida' }).int({ error: 'Posição inválida' }).min(1, { error: 'Posição inválida' }).max(500, { error: 'Posição inválida' }).optional(),
    /** "Não antes de": null takes it back. */
    notBefore: instant.nullable().optional(),
  })
  .strict()
  .refine((move) => move.court !== undefined || move.position !== undefined || move.notBefore !== undefined, { error: 'Informe a quadra, a posição ou o horário' });
export type MoveGameInput = z.infer<typeof moveGameSchema>;

export const pauseCourtSchema = z.object({ until: instant }).strict();
export const forfeitSchema = z.object({ teamId: z.uuid({ error: 'Time inválido' }) }).strict();
export const organizerCheckInSchema = z.object({ playerId: z.uuid({ error: 'Atleta inválido' }) }).strict();
export const athleteCheckInSchema = z
  .object({
    latitude: z.number({ error: 'Localização inválida' }).min(-90, { error: 'Localização inválida' }).max(90, { error: 'Localização inválida' }),
    longitude: z.number({ error: 'Localização inválida' }).min(-180, { error: 'Localização inválida' }).max(180, { error: 'Localização inválida' }),
  })
  .strict();

/** The signed-in athlete's day in a championship: their team, their check-in, their next game. */
export const myGameDaySchema = z.object({
  teamId: z.string().nullable(),
  checkedInAt: isoDateTimeSchema.nullable(),
  checkInOpensAt: isoDateTimeSchema.nullable(),
  checkInOpen: z.boolean(),
  nextGame: dayGameSchema.nullable(),
});
export type MyGameDay = z.infer<typeof myGameDaySchema>;
