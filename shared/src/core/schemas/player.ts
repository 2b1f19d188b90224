import { z } from 'zod';

/** Public view of a player: never CPF, email or birth date. */
export const playerSchema = z.object({
  id: z.string(),
  name: z.string(),
  full_name: z.string().nullable(),
  nickname: z.string().nullable(),
  avatar_url: z.string().nullable(),
  rating: z.number(),
  whatsapp: z.string().nullable(),
  sports: z.array(z.string()),
  ranking: z.number(),
  minCategory: z.string(),
  minScore: z.number(),
  minCategoryReason: z.string().describe('Por que a categoria mínima é esta (nível e confiança, ou o título que a eleva e até quando)'),
  ranking_points: z.number().int().describe('Soma dos 5 melhores resultados dos últimos 365 dias'),
  level: z.number().int().describe('Nível (0–1200); rating é o mesmo número'),
  level_reliability: z.number().int().min(0).max(100).describe('Confiabilidade do nível, em %'),
  ranking_change: z.number().describe('Posições ganhas desde o último retrato mensal (negativo = perdidas)'),
  statistics: z.object({
    total_championships: z.number(),
    total_championships_last_6_months: z.number(),
    wins: z.number(),
    losses: z.number(),
  }),
});
export type Player = z.infer<typeof playerSchema>;

/**
 * A row of GET /api/players/{modalityId}. With `?eligibleFor=` (the partner picker) it has `reason`: why the player may
 * not join a team of that championship, null when they may; without it, no `reason`.
 */
export const playerChoiceSchema = playerSchema.extend({
  reason: z.string().nullable().optional().describe('Só com eligibleFor: por que não pode entrar num time do campeonato; null quando pode'),
});
export type PlayerChoice = z.infer<typeof playerChoiceSchema>;
