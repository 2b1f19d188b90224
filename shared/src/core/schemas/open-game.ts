import { z } from 'zod';
import { ARENA_COORDINATES_INVALID, bothOrNeither, coordinatesShape } from '@areia/shared/core/schemas/arena';
import { pageQuerySchema } from '@areia/shared/core/schemas/paging';
import { OPEN_GAME_STAGES } from '@areia/shared/core/rules/open-game';

export const OPEN_GAME_BODY_INVALID = 'Envie a arena, o dia e a hora do jogo';
export const OPEN_GAME_ARENA_INVALID = 'Escolha uma arena';
export const OPEN_GAME_TIME_INVALID = 'Informe o dia e a hora do jogo';
export const OPEN_GAME_LEVEL_INVALID = 'O nível deve ser um número inteiro';
export const OPEN_GAME_KIND_INVALID = 'Diga se o jogo vale nível (competitivo) ou é amistoso';
export const OPEN_GAME_PARTNER_INVALID = 'Escolha quem jogou com você';

const level = z.number({ error: OPEN_GAME_LEVEL_INVALID }).int({ error: OPEN_GAME_LEVEL_INVALID });

/**
 * POST /api/open-games: an arena, a day and time, a level range (default: the creator's level ± 150) and whether it
 * moves levels. The range's bounds and order, the time ahead and the arena are the API's rules (422 / 404).
 */
export const openGameBodySchema = z.strictObject(
  {
    arena_id: z.string({ error: OPEN_GAME_ARENA_INVALID }).min(1, { error: OPEN_GAME_ARENA_INVALID }).max(64, { error: OPEN_GAME_ARENA_INVALID }),
    starts_at: z
      .string({ error: OPEN_GAME_TIME_INVALID })
      .max(40, { error: OPEN_GAME_TIME_INVALID })
      .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), { error: OPEN_GAME_TIME_INVALID })
      .describe('Dia e hora do jogo (ISO 8601)'),
    level_min: level.optional().describe('Nível mínimo (0–1200); padrão: o nível de quem abre − 150'),
    level_max: level.optional().describe('Nível máximo (0–1200); padrão: o nível de quem abre + 150'),
    competitive: z.boolean({ error: OPEN_GAME_KIND_INVALID }).describe('Competitivo: o placar confirmado move o nível dos quatro'),
  },
  { error: OPEN_GAME_BODY_INVALID },
);
export type OpenGameBody = z.input<typeof openGameBodySchema>;

/** POST /api/open-games/{id}/score: the reporter's partner and the sets from their side (`a` = their pair). */
export const openGameScoreBodySchema = z.strictObject(
  {
    partner_id: z.string({ error: OPEN_GAME_PARTNER_INVALID }).min(1, { error: OPEN_GAME_PARTNER_INVALID }).max(64, { error: OPEN_GAME_PARTNER_INVALID }),
    sets: z
      .array(z.object({ a: z.number().int().min(0).max(99), b: z.number().int().min(0).max(99) }), { error: 'Informe o placar de cada set' })
      .min(1, { error: 'Informe o placar de pelo menos 2 sets' })
      .max(3, { error: 'Uma partida tem no máximo 3 sets' }),
  },
  { error: 'Envie o parceiro e o placar' },
);
export type OpenGameScoreBody = z.input<typeof openGameScoreBodySchema>;

const playerSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  avatar_url: z.string().nullable(),
  level: z.number().int(),
  /** 'a' the reporter's pair, 'b' the other; null before a report. */
  side: z.enum(['a', 'b']).nullable(),
  level_change: z.number().int().nullable().describe('Quanto o placar confirmado moveu o nível (jogo competitivo)'),
});

/** An open game as the caller sees it: what they may do now, and why they may not join. */
export const openGameSchema = z.object({
  id: z.string(),
  arena: z.object({ id: z.string(), name: z.string() }),
  starts_at: z.string(),
  level_min: z.number().int(),
  level_max: z.number().int(),
  competitive: z.boolean(),
  stage: z.enum(OPEN_GAME_STAGES),
  creator_id: z.string(),
  places_left: z.number().int().min(0),
  players: z.array(playerSchema),
  score: z
    .object({
      reported_by: z.string(),
      sets: z.array(z.object({ a: z.number().int(), b: z.number().int() })).describe('Pontos de cada set: `a` o lado de quem informou'),
      reported_at: z.string(),
      stands_at: z.string().describe('Quando o placar vale sozinho, sem confirmação'),
      confirmed_at: z.string().nullable(),
    })
    .nullable(),
  distance: z.number().optional().describe('km até a arena, só perto de mim'),
  me: z.object({
    in_game: z.boolean(),
    can_join: z.boolean(),
    join_refusal: z.string().nullable().describe('Por que não pode entrar, em português'),
    can_leave: z.boolean(),
    can_remove: z.boolean(),
    can_report: z.boolean(),
    can_confirm: z.boolean(),
  }),
});
export type OpenGame = z.infer<typeof openGameSchema>;

/**
 * GET /api/open-games: games with a free place, soonest first, that fit the caller's level; at an arena, near a
 * position (latitude/longitude, maxDistance km), or anywhere; `mine=1`: the caller's own games, newest place first.
 */
export const openGamesQuerySchema = pageQuerySchema
  .extend({
    ...coordinatesShape,
    arena_id: z.string().max(64).optional(),
    mine: z.enum(['0', '1'], { error: 'Use mine=1 para os seus jogos' }).optional(),
  })
  .refine(bothOrNeither, { error: ARENA_COORDINATES_INVALID });
export type OpenGamesQuery = z.input<typeof openGamesQuerySchema>;
