import { z } from 'zod';
import { ARENA_COORDINATES_INVALID, bothOrNeither, coordinatesShape } from '@areia/shared/core/schemas/arena';
import { pageQuerySchema } from '@areia/shared/core/schemas/paging';
import { PARTNER_CITY_MAX, PARTNER_NOTE_MAX } from '@areia/shared/core/constants';

export { PARTNER_CITY_MAX, PARTNER_NOTE_MAX };
export const PARTNER_NOTE_TOO_LONG = `O recado deve ter no máximo ${PARTNER_NOTE_MAX} caracteres`;
export const PARTNER_CITY_TOO_LONG = `A cidade deve ter no máximo ${PARTNER_CITY_MAX} caracteres`;
export const PARTNER_TEXT_INVALID = 'O texto contém caracteres inválidos';
export const PARTNER_BODY_INVALID = 'Envie o recado e a cidade como texto';

/** Trimmed; blank means none; control characters (NUL above all) refused. */
const shortText = (max: number, tooLong: string) =>
  z
    .string({ error: PARTNER_BODY_INVALID })
    .refine((value) => !/\p{Cc}/u.test(value), { error: PARTNER_TEXT_INVALID })
    .transform((value) => value.trim())
    .refine((value) => [...value].length <= max, { error: tooLong })
    .transform((value) => (value === '' ? null : value))
    .nullish();

/** POST /api/partners/{championshipId}: the caller says they are looking for a partner in it. */
export const partnerPostBodySchema = z.strictObject(
  {
    note: shortText(PARTNER_NOTE_MAX, PARTNER_NOTE_TOO_LONG).describe(`Recado curto (até ${PARTNER_NOTE_MAX} caracteres)`),
    city: shortText(PARTNER_CITY_MAX, PARTNER_CITY_TOO_LONG).describe('Cidade onde o atleta mora ou joga'),
  },
  { error: PARTNER_BODY_INVALID },
);
export type PartnerPostBody = z.input<typeof partnerPostBodySchema>;

const athleteShape = {
  id: z.string(),
  nickname: z.string(),
  avatar_url: z.string().nullable(),
  level: z.number().int(),
  level_reliability: z.number().int(),
};

/** One athlete looking for a partner in a championship, as the reader sees them: with the fit's reason in words. */
export const partnerPostSchema = z.object({
  id: z.string(),
  athlete: z.object(athleteShape),
  note: z.string().nullable(),
  city: z.string().nullable(),
  created_at: z.string(),
  mine: z.boolean().describe('O post é do próprio usuário'),
  eligible: z.boolean().describe('Pode jogar a categoria do campeonato'),
  reason: z.string().describe('Por que combina, em palavras: "Nível 612 · 80 % confiável · Niterói"'),
});
export type PartnerPost = z.infer<typeof partnerPostSchema>;

/** The championship's count and the caller's own post (null when they have none open). */
export const partnerSummarySchema = z.object({
  count: z.number().int().min(0).describe('Atletas procurando dupla neste campeonato'),
  mine: z.object({ note: z.string().nullable(), city: z.string().nullable(), created_at: z.string() }).nullable(),
  can_post: z.boolean().describe('O usuário pode dizer que procura dupla agora'),
  refusal: z.string().nullable().describe('Por que não pode, em português'),
});
export type PartnerSummary = z.infer<typeof partnerSummarySchema>;

/** One post of the players list's "Procurando jogo": the athlete and the open championship they want to play. */
export const lookingPostSchema = z.object({
  id: z.string(),
  athlete: z.object(athleteShape),
  note: z.string().nullable(),
  city: z.string().nullable(),
  created_at: z.string(),
  championship: z.object({ id: z.string(), title: z.string(), category: z.string(), occurs: z.string(), arena: z.string() }),
  distance: z.number().optional().describe('km até a arena do campeonato, só perto de mim'),
});
export type LookingPost = z.infer<typeof lookingPostSchema>;

/** GET /api/partners: a page of athletes looking for a partner, newest first; near a position by the arena's distance. */
export const lookingQuerySchema = pageQuerySchema.extend(coordinatesShape).refine(bothOrNeither, { error: ARENA_COORDINATES_INVALID });
export type LookingQuery = z.input<typeof lookingQuerySchema>;
