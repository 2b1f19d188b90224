import { z } from 'zod';
import { stageSchema } from '@areia/shared/core/schemas/championship';
import { myGameDaySchema } from '@areia/shared/core/schemas/gameday';

/** The signed-in athlete's next game not yet final (GET /api/user/next-game; 204 when there is none). */
export const nextGameSchema = z.object({
  game_id: z.string(),
  championship_id: z.string(),
  modality_id: z.string(),
  championship_title: z.string(),
  arena_name: z.string(),
  opponent: z.string().describe('Apelidos da dupla adversária'),
  court: z.string().nullable(),
  scheduled_at: z.string(),
  group: z.string(),
  phase: z.number(),
  stage: stageSchema,
  games_today: z.boolean().describe('O campeonato tem jogos marcados para hoje (horário de Brasília)'),
  day: myGameDaySchema
    .nullable()
    .describe('Com jogos hoje, o dia do atleta nesse campeonato (o mesmo de GET /api/live/championships/{id}/me); senão null'),
});
export type NextGame = z.infer<typeof nextGameSchema>;

/** The athlete's private calendar subscription: the address to subscribe to, or null when there is none. */
export const calendarSubscriptionSchema = z.object({
  url: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;
