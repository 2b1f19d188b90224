import { z } from 'zod';
import { UNREAD_COUNT_MAX } from '@areia/shared/core/constants';

export { UNREAD_COUNT_MAX };

/** Every kind of aviso, in the order the product tells them over a championship's life. */
export const NOTICE_KINDS = [
  'invitation_received',
  'team_confirmed',
  'payment_due',
  'payment_confirmed',
  'slot_released',
  'waitlist_offered',
  'invitation_lapsed',
  'games_published',
  'score_to_confirm',
  'championship_cancelled',
  'partner_found',
  'game_next',
  'game_called',
  'category_changed',
  'open_game_full',
  'open_game_score',
  'result_posted',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

const championship = { championshipId: z.string(), championshipTitle: z.string() };
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), { error: 'Data inválida' });

/** What each kind carries: enough to word it and to link to its screen, nothing the recipient may not see. */
export const noticeParamsSchemas = {
  invitation_received: z.object({ ...championship, inviterNickname: z.string() }),
  // A paid championship: each member's share and its deadline, so the aviso says what to pay by when.
  team_confirmed: z.object({ ...championship, teamName: z.string(), amountCents: z.number().int().positive().optional(), deadline: isoDate.optional() }),
  payment_due: z.object({ ...championship, amountCents: z.number().int().positive(), deadline: isoDate }),
  payment_confirmed: z.object({ ...championship, amountCents: z.number().int().positive() }),
  slot_released: z.object({ ...championship }),
  waitlist_offered: z.object({ ...championship, deadline: isoDate.optional() }),
  invitation_lapsed: z.object({ ...championship }),
  games_published: z.object({ ...championship, phase: z.enum(['pools', 'knockout']) }),
  score_to_confirm: z.object({ ...championship, gameId: z.string(), reporterNickname: z.string() }),
  championship_cancelled: z.object({ ...championship, reason: z.string() }),
  partner_found: z.object({ ...championship, nickname: z.string() }),
  game_next: z.object({ ...championship, gameId: z.string(), court: z.string(), predictedAt: isoDate }),
  game_called: z.object({ ...championship, gameId: z.string(), court: z.string() }),
  /**
   * The athlete's minimum category moved: by the finish of `championship`, or, with `cause` 'title_ended', because their
   * title in it completed its 12 months. `reason` is the player page's explanation of the new one.
   */
  category_changed: z.object({ ...championship, from: z.string(), to: z.string(), reason: z.string(), cause: z.literal('title_ended').optional() }),
  /** An open game (domain/open-games) got its fourth player: told to all four. */
  open_game_full: z.object({ gameId: z.string(), arenaName: z.string(), startsAt: isoDate }),
  /** A player of the other side reported the open game's score: the recipient may confirm it. */
  open_game_score: z.object({ gameId: z.string(), arenaName: z.string(), reporterNickname: z.string() }),
  /** The finish of `championship`: the athlete's place, ranking points and level change; `agreement` words the place. */
  result_posted: z.object({
    ...championship,
    athleteId: z.string(),
    placement: z.number().int().min(1),
    points: z.number().int().min(0),
    levelBefore: z.number().int(),
    levelAfter: z.number().int(),
    agreement: z.enum(['feminino', 'masculino']).optional(),
  }),
} as const satisfies Record<NoticeKind, z.ZodType>;

export type NoticeParams<K extends NoticeKind = NoticeKind> = z.infer<(typeof noticeParamsSchemas)[K]>;

/** A kind with its params, checked together. */
export type Notice = { [K in NoticeKind]: { kind: K; params: NoticeParams<K> } }[NoticeKind];

/** One aviso as its recipient reads it (GET /api/notifications): worded by the shared core, linked to its screen. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string().describe('Título curto, em português'),
  text: z.string().describe('A frase do aviso, em português'),
  link: z.string().describe('Caminho da tela do app que o aviso abre (ex.: /championship/{id})'),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({
  count: z.number().int().min(0).max(UNREAD_COUNT_MAX).describe(`Avisos não lidos, contados até ${UNREAD_COUNT_MAX}`),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The most ids one "mark read" takes: a page of avisos. */
export const MARK_READ_IDS_MAX = 100;
export const MARK_READ_INVALID = 'Envie { ids } com os avisos lidos ou { all: true } para marcar todos';
export const MARK_READ_IDS_INVALID = `Envie de 1 a ${MARK_READ_IDS_MAX} ids de avisos válidos`;

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: MARK_READ_IDS_INVALID });

/** POST /api/notifications/read: some avisos by id, or all of the caller's; exactly one of the two. */
export const markReadBodySchema = z
  .strictObject(
    {
      ids: z
        .array(uuid, { error: MARK_READ_IDS_INVALID })
        .min(1, { error: MARK_READ_IDS_INVALID })
        .max(MARK_READ_IDS_MAX, { error: MARK_READ_IDS_INVALID })
        .optional()
        .describe('Os avisos lidos (de 1 a 100)'),
      all: z.literal(true, { error: MARK_READ_INVALID }).optional().describe('true: marca todos os avisos do usuário como lidos'),
    },
    { error: MARK_READ_INVALID },
  )
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { error: MARK_READ_INVALID });
export type MarkReadBody = z.infer<typeof markReadBodySchema>;
