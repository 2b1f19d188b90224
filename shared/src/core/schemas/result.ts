import { z } from 'zod';
import { isoDateTimeSchema } from '@areia/shared/core/schemas/dates';

/** How long after a finish the home shows its result. */
export const LAST_RESULT_MS = 24 * 60 * 60 * 1000;

/** One athlete's result in one finished championship, worded, with the card to share and its page (GET /api/results/…). */
export const athleteResultSchema = z.object({
  championship_id: z.string(),
  championship_title: z.string(),
  category: z.string(),
  occurs: isoDateTimeSchema,
  finalized_at: isoDateTimeSchema,
  athlete_id: z.string(),
  team: z.array(z.string()).describe('A dupla do atleta, na ordem do time'),
  placement: z.number().int(),
  teams: z.number().int().describe('Duplas classificadas no campeonato'),
  points: z.number().int().describe('Pontos de ranking ganhos'),
  level_before: z.number().int(),
  level_after: z.number().int(),
  headline: z.string().describe('O lugar em palavras: "Campeãs", "Vice-campeões", "3º lugar"'),
  text: z.string().describe('A frase do resultado, como no aviso'),
  share_text: z.string().describe('A frase para compartilhar: "Campeãs do Rachão Noturno: +500 pontos, nível 100 → 364."'),
  card_url: z.string().describe('A imagem do resultado (PNG, 1200×630)'),
  share_url: z.string().describe('A página do resultado para compartilhar (com as tags Open Graph da imagem)'),
});
export type AthleteResultView = z.infer<typeof athleteResultSchema>;
