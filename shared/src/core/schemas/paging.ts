import { z } from 'zod';
import { CHAMPIONSHIP_FILTERS, CHAMPIONSHIP_SOON_DAYS, type ChampionshipFilter } from '@areia/shared/core/constants';

/** Spec §8 "Scale": every list answers one page; the next page's cursor comes in this response header. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;
export const SEARCH_MAX_LENGTH = 100;

export const PAGE_LIMIT_INVALID = `O limite deve ser um número inteiro entre 1 e ${PAGE_LIMIT_MAX}`;
export const PAGE_CURSOR_INVALID = 'Cursor de paginação inválido';
export const SEARCH_TOO_LONG = `A busca deve ter no máximo ${SEARCH_MAX_LENGTH} caracteres`;
export const SEARCH_INVALID_CHARACTERS = 'A busca contém caracteres inválidos';
export const CHAMPIONSHIP_FILTER_INVALID = 'Filtro de campeonatos inválido';

/** `?limit=`: 1–100 (the route uses PAGE_LIMIT_DEFAULT when absent). */
export const pageLimitParam = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, { error: PAGE_LIMIT_INVALID })
  .transform(Number)
  .refine((value) => value >= 1 && value <= PAGE_LIMIT_MAX, { error: PAGE_LIMIT_INVALID })
  .optional();

/**
 * The longest cursor taken: a cursor holds the last row's sort key, and the arenas' key is the name, which no rule
 * bounds (a 480-byte name, 160 three-byte letters, already makes a 700-character cursor).
 */
export const PAGE_CURSOR_MAX_LENGTH = 2048;

/** `?cursor=`: opaque (base64url); what it holds is checked by the route that issued it. */
export const pageCursorParam = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${PAGE_CURSOR_MAX_LENGTH}}$`), { error: PAGE_CURSOR_INVALID })
  .optional();

/** `?search=` with a minimum length: blank means no filter, over 100 characters is refused. */
export const searchParam = (minLength = 1, tooShort = 'A busca é curta demais') =>
  z
    .string()
    .max(SEARCH_MAX_LENGTH * 4, { error: SEARCH_TOO_LONG })
    // Control characters (NUL above all: PostgreSQL text cannot hold it) are never part of a name.
    .refine((value) => !/\p{Cc}/u.test(value), { error: SEARCH_INVALID_CHARACTERS })
    .transform((value) => value.trim())
    .pipe(
      z.union([
        z.literal('').transform(() => undefined),
        z.string().min(minLength, { error: tooShort }).max(SEARCH_MAX_LENGTH, { error: SEARCH_TOO_LONG }),
      ]),
    )
    .optional();

export const pageQuerySchema = z.object({ limit: pageLimitParam, cursor: pageCursorParam });

export const ELIGIBLE_FOR_INVALID = 'Campeonato inválido';
export const AROUND_INVALID = 'Jogador inválido';

/**
 * Query of GET /api/players/:modalityId: by ranking; search on name or nickname (case and accents ignored). With
 * `eligibleFor` (a championship's id), the partner picker's order: who may join a team of it first, then the others.
 */
export const playersQuerySchema = pageQuerySchema.extend({
  search: searchParam(),
  eligibleFor: z.guid({ error: ELIGIBLE_FOR_INVALID }).optional().describe('id de um campeonato: quem pode entrar num time dele primeiro, depois os demais com o motivo'),
  around: z
    .guid({ error: AROUND_INVALID })
    .optional()
    .describe('id de um jogador: a primeira página começa até 3 posições acima dele (o ranking aberto na posição de quem pediu); sem efeito com search, eligibleFor ou cursor; um id que não está no ranking abre do início'),
});
export type PlayersQuery = z.input<typeof playersQuerySchema>;

export { CHAMPIONSHIP_FILTERS, CHAMPIONSHIP_SOON_DAYS, type ChampionshipFilter };

/**
 * The list's filters as the API takes them: the screen's, with 'current' for its "Todos" (neither finished nor
 * cancelled: what the home counts); 'all', like no filter, is every championship.
 */
export const CHAMPIONSHIP_LIST_FILTERS = ['current', ...CHAMPIONSHIP_FILTERS] as const;
export type ChampionshipListFilter = (typeof CHAMPIONSHIP_LIST_FILTERS)[number];

/** Query of GET /api/championships/:modalityId: by date; search on the title; one of CHAMPIONSHIP_LIST_FILTERS. */
export const championshipsQuerySchema = pageQuerySchema.extend({
  search: searchParam(),
  filter: z.enum(CHAMPIONSHIP_LIST_FILTERS, { error: CHAMPIONSHIP_FILTER_INVALID }).optional(),
});
export type ChampionshipsQuery = z.input<typeof championshipsQuerySchema>;
