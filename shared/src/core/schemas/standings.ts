import { z } from 'zod';
import { setScoreSchema } from '@areia/shared/core/schemas/organizer';
import { GAME_STATUS, type GameStatus } from '@areia/shared/core/constants';

export const groupRowSchema = z.object({
  group_label: z.string(),
  team_id: z.string(),
  members: z.string().describe("Apelidos dos membros unidos por ' / '"),
  games: z.number(),
  wins: z.number(),
  defeats: z.number(),
  points: z.number().describe('Pontos de partida FIVB: vitória 2, derrota 1, W.O. 0'),
  total: z.number().describe('Saldo = pontos a favor − pontos contra'),
  position: z.number().describe('Posição no grupo pela ordem FIVB (1 = primeiro)'),
  explanation: z.string().describe('Por que o time está nesta posição (ex.: "empate com X e Y: melhor razão de pontos entre os empatados")'),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

export { GAME_STATUS, type GameStatus };

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
  phase_label: z.string().describe("'Grupos', 'Quartas de final', 'Semifinal', 'Final'…"),
  court: z.string().nullable(),
  sets: z.array(setScoreSchema).nullable().describe('Pontos de cada set (a = team_a); null até o jogo terminar'),
  team_a_id: z.string(),
  team_b_id: z.string(),
  version: z.number().describe('Versão do jogo; enviar ao informar ou confirmar o placar (409 se mudou)'),
  report: z
    .object({
      id: z.string(),
      team_id: z.string().nullable().describe('Time de quem informou; null quando foi o mesário'),
      reported_by: z.string().describe('Apelido de quem informou'),
      sets: z.array(setScoreSchema),
      status: z.enum(['pending', 'disputed']),
    })
    .nullable()
    .describe('Placar informado por um jogador, aguardando confirmação do outro time (ou contestado)'),
});
export type Game = z.infer<typeof gameSchema>;

export const resultRowSchema = z.object({
  team_id: z.string(),
  members: z.string(),
  games: z.number(),
  wins: z.number(),
  points: z.number().describe('Pontos de partida FIVB: vitória 2, derrota 1, W.O. 0'),
  total: z.number().describe('Saldo'),
  pros: z.number().describe('Pontos a favor'),
  placement: z.number().nullable().describe('Colocação final (1, 2, 3, 3, 5…); null até o campeonato ser finalizado'),
});
export type ResultRow = z.infer<typeof resultRowSchema>;
