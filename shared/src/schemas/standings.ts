import { z } from 'zod';

export const groupRowSchema = z.object({
  group_label: z.string(),
  team_id: z.string(),
  members: z.string().describe('Nomes dos membros separados por vírgula'),
  games: z.number(),
  wins: z.number(),
  defeats: z.number(),
  points: z.number().describe('2 por vitória'),
  total: z.number().describe('Saldo = pontos a favor − pontos contra'),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

export const GAME_STATUS = ['finalizado', 'agendado'] as const;

export const gameSchema = z.object({
  id: z.string(),
  phase: z.union([z.number(), z.string()]),
  group: z.string(),
  status: z.enum(GAME_STATUS),
  team_a: z.string(),
  team_b: z.string(),
  team_score: z.number().nullable(),
  opponent_team_score: z.number().nullable(),
  scheduled_at: z.string().nullable(),
});
export type Game = z.infer<typeof gameSchema>;

export const resultRowSchema = z.object({
  team_id: z.string(),
  members: z.string(),
  games: z.number(),
  wins: z.number(),
  points: z.number(),
  total: z.number().describe('Saldo'),
  pros: z.number().describe('Pontos a favor'),
});
export type ResultRow = z.infer<typeof resultRowSchema>;
