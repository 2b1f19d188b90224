import { z } from 'zod';
import { isoDateTimeSchema } from '@areia/shared/core/schemas/dates';

/** Someone in a game of the history: their id and nickname. */
export const historyAthleteSchema = z.object({ id: z.string(), nickname: z.string() });

/** One rated game from the athlete's side. */
export const historyGameSchema = z.object({
  game_id: z.string(),
  partner: historyAthleteSchema,
  opponents: z.array(historyAthleteSchema),
  sets: z.object({
    won: z.number().int(),
    lost: z.number().int(),
    scores: z.array(z.object({ own: z.number().int(), other: z.number().int() })).describe('Pontos de cada set, do lado do atleta'),
  }),
  win_chance: z.number().min(0).max(1).describe('Chance que a dupla do atleta tinha de vencer, antes do jogo'),
  level_change: z.number().int().describe('Nível depois menos antes'),
});
export type HistoryGame = z.infer<typeof historyGameSchema>;

/**
 * One finalized championship of the athlete, or one rated open game ("Jogo aberto na Arena Leme": no placement and
 * no ranking points, its one game moved the level), newest first.
 */
export const historyEntrySchema = z.object({
  kind: z.enum(['championship', 'open_game']).describe('Campeonato, ou jogo aberto competitivo (sem pontos de ranking)'),
  championship_id: z.string().describe('O campeonato, ou o jogo aberto quando kind = open_game'),
  title: z.string(),
  occurs: isoDateTimeSchema,
  finalized_at: isoDateTimeSchema.describe('Quando o campeonato foi finalizado: o resultado conta por 365 dias a partir daí'),
  placement: z.number().int(),
  points: z.number().int(),
  counts: z.boolean().describe('Está entre os 5 melhores resultados dos últimos 365 dias'),
  level_before: z.number().int(),
  level_after: z.number().int(),
  games: z.array(historyGameSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
