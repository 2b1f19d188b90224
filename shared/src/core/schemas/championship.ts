import { z } from 'zod';
import { isoDateTimeSchema } from '@areia/shared/core/schemas/dates';
import { CHAMPIONSHIP_STATUS, type ChampionshipStatus } from '@areia/shared/core/constants';
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN, STAGES } from '@areia/shared/core/rules/lifecycle';

export { CATEGORIES } from '@areia/shared/core/rules/category';

export { CHAMPIONSHIP_STATUS, type ChampionshipStatus };

/** The championship's lifecycle (rules/lifecycle.ts), the same on every screen. */
export const stageSchema = z
  .enum(STAGES)
  .describe('inscricoes_abertas → inscricoes_encerradas → em_andamento (do sorteio dos grupos) → finalizado, ou cancelado');

export const championshipSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  occurs: isoDateTimeSchema,
  date: isoDateTimeSchema.describe('Mesmo instante de occurs (campo reserva do cliente)'),
  banner_url: z.string().nullable(),
  logo: z.string().nullable(),
  price: z.number().describe('R$ por pessoa'),
  status: z
    .enum(CHAMPIONSHIP_STATUS)
    .describe('Rótulo do stage: Inscrições abertas (Lotado sem vagas), Inscrições fechadas, Em andamento, Encerrado (finalizado), Cancelado'),
  stage: stageSchema,
  games_today: z.boolean().describe('Há jogos marcados para hoje (horário de Brasília)'),
  first_game_at: isoDateTimeSchema.nullable().optional().describe('Horário do primeiro jogo (depois do sorteio): "Grupos sorteados · começa dd/mm" antes desse dia'),
  cancel_reason: z.string().nullable().describe('Motivo do cancelamento, quando cancelado'),
  isDisabled: z.boolean(),
  signupsClosed: z.boolean().describe('O organizador encerrou as inscrições (status Inscrições fechadas)'),
  isRegistered: z.boolean().describe('O usuário está em algum time deste campeonato'),
  disclaimmer: z.string().nullable(),
  arena_id: z.string(),
  max_teams: z.number(),
  free: z.number().describe('Vagas restantes'),
  players_per_team: z.number(),
  contact: z.string().describe('Telefone com DDD, só dígitos, sem código do país'),
});
export type Championship = z.infer<typeof championshipSchema>;

export const championshipDetailSchema = championshipSchema.extend({
  arena_name: z.string(),
  arena_address: z.string(),
  teams_count: z.number(),
  rules: z.string().nullable().describe('Regras do organizador; null quando não escreveu nenhuma'),
});
export type ChampionshipDetail = z.infer<typeof championshipDetailSchema>;

/** POST /api/organizer/championships/{id}/cancel: why, told to the athletes on the championship's page. */
export const cancelChampionshipSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo do cancelamento' })
    .trim()
    .min(CANCEL_REASON_MIN, { error: `O motivo deve ter pelo menos ${CANCEL_REASON_MIN} caracteres` })
    .max(CANCEL_REASON_MAX, { error: `O motivo deve ter no máximo ${CANCEL_REASON_MAX} caracteres` }),
});
export type CancelChampionshipInput = z.input<typeof cancelChampionshipSchema>;
