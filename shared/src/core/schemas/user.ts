import { z } from 'zod';
import { isCalendarDate, isoDateTimeSchema } from '@areia/shared/core/schemas/dates';
import { GENDERS } from '@areia/shared/core/constants';
import {
  NICKNAME_CHARACTERS_INVALID,
  NICKNAME_INVALID,
  NICKNAME_MAX_LENGTH,
  NICKNAME_TOO_LONG,
  hasOnlyVisibleCharacters,
  isValidNickname,
  normalizeNickname,
} from '@areia/shared/core/validation/nickname';

/**
 * A nickname as sign-up and profile editing take it (the forms show the same messages, from validateNickname):
 * no invisible/control characters, at least two characters with a letter or digit, at most 30; stored NFC and trimmed.
 */
export const nicknameSchema = z
  .string({ error: NICKNAME_INVALID })
  .max(200, { error: NICKNAME_TOO_LONG })
  .refine(hasOnlyVisibleCharacters, { error: NICKNAME_CHARACTERS_INVALID })
  .refine(isValidNickname, { error: NICKNAME_INVALID })
  .transform(normalizeNickname)
  .refine((value) => [...value].length <= NICKNAME_MAX_LENGTH, { error: NICKNAME_TOO_LONG });

export { GENDERS };
export const genderSchema = z.enum(GENDERS, { error: 'Gênero inválido' });
export type Gender = z.infer<typeof genderSchema>;

export const MODALITY_INVALID = 'Modalidade inválida';

export const modalityStatusSchema = z.enum(['active', 'inactive']);

export const userModalitySchema = z.object({
  modality: z.string().describe('UUID da modalidade'),
  status: modalityStatusSchema,
});
export type UserModality = z.infer<typeof userModalitySchema>;

/** A row of the user_modalities table as the PostgREST-style endpoint returns it. */
export const userModalityRowSchema = z.object({
  user_id: z.string(),
  modality: z.string(),
  status: modalityStatusSchema,
});
export type UserModalityRow = z.infer<typeof userModalityRowSchema>;

export const userStatisticsSchema = z.object({
  user_id: z.string(),
  ranking: z.number(),
  victories: z.number(),
  defeats: z.number(),
  total_championships: z.number(),
  recent_championships: z.number(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;

export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  nickname: z.string().nullable(),
  avatar_url: z.string().nullable(),
  born: z.string().nullable().describe('YYYY-MM-DD'),
  gender: genderSchema.nullable(),
  cpf: z.string(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  ranking: z.number().describe('Posição por rating entre todos os jogadores (1 = melhor)'),
  ranking_change: z.number().describe('Posições ganhas desde o último retrato mensal (negativo = perdidas)'),
  total_players: z.number(),
  rating: z.number(),
  min_category: z.string(),
  min_score: z.number(),
  min_category_reason: z.string().describe('Por que a categoria mínima é esta (nível e confiança, ou o título que a eleva e até quando)'),
  ranking_points: z.number().int().describe('Soma dos 5 melhores resultados dos últimos 365 dias'),
  level: z.number().int().describe('Nível (0–1200); rating é o mesmo número'),
  level_reliability: z.number().int().min(0).max(100).describe('Confiabilidade do nível, em %'),
  modalities: z.array(userModalitySchema),
  statistics: userStatisticsSchema,
  isOrganizer: z.boolean().describe('A conta organiza campeonatos (tem acesso a /organizer)'),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const bornSchema = z
  .string()
  .refine(isCalendarDate, { error: 'Data de nascimento inválida' })
  .refine((value) => value >= '1900-01-01' && value < new Date().toISOString().slice(0, 10), {
    error: 'Data de nascimento inválida',
  });

/** PUT /api/user/me body. Keys left out keep their stored value. */
export const updateProfileSchema = z.object({
  full_name: z
    .string()
    .max(400, { error: 'O nome completo deve ter no máximo 120 caracteres' })
    .refine(hasOnlyVisibleCharacters, { error: 'O nome completo não pode conter caracteres invisíveis, de controle ou quebras de linha' })
    .transform((value) => value.normalize('NFC').trim())
    .refine((value) => value.length <= 120, { error: 'O nome completo deve ter no máximo 120 caracteres' })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value)),
  nickname: nicknameSchema.optional(),
  born: z
    .union([bornSchema, z.literal('').transform(() => null), z.null()])
    .optional(),
  gender: z
    .union([genderSchema, z.literal('').transform(() => null), z.null()])
    .optional(),
  modalities: z
    .array(
      z.object({
        // Any 8-4-4-4-12 hex id (what a PostgreSQL uuid column takes), so a malformed id is a 400, not a database error.
        modality: z.guid({ error: MODALITY_INVALID }),
        status: z.literal('active', { error: 'Status de modalidade inválido' }),
      }),
      {
        error: 'Modalidades inválidas',
      },
    )
    .max(10)
    .optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

export const avatarResponseSchema = z.object({ avatar_url: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
