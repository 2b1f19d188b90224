import { z } from 'zod';
import { isoDateTimeSchema } from '@areia/shared/core/schemas/dates';
import { CHAMPIONSHIP_STATUS, type ChampionshipStatus } from '@areia/shared/core/constants';

export { CATEGORIES } from '@areia/shared/core/rules/category';

export { CHAMPIONSHIP_STATUS, type ChampionshipStatus };

export const championshipSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  occurs: isoDateTimeSchema,
  date: isoDateTimeSchema.describe('Mesmo instante de occurs (campo reserva do cliente)'),
  banner_url: z.string().nullable(),
  logo: z.string().nullable(),
  price: z.number().describe('R$ por pessoa'),
  status: z.enum(CHAMPIONSHIP_STATUS).describe('Nesta ordem: Encerrado (já aconteceu), Inscrições fechadas (desativado ou encerradas pelo organizador), Lotado, Inscrições abertas'),
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
