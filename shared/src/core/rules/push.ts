import type { NoticeKind } from '@areia/shared/core/schemas/notification';

/**
 * The groups an athlete switches on or off for their phone ("Avisos no celular"): each aviso kind belongs to one.
 * Stored with each device's push subscription (api/src/domain/push), and the e-mail of a kind is skipped only where a
 * device wants its group.
 */
export const PUSH_GROUPS = ['invitations', 'payments', 'waitlist', 'games', 'results'] as const;
export type PushGroup = (typeof PUSH_GROUPS)[number];

/** The switches' labels on the profile, in PUSH_GROUPS order. */
export const pushGroupLabels: Record<PushGroup, { title: string; hint: string }> = {
  invitations: { title: 'Convites', hint: 'Convites para times e parceiros que aceitaram' },
  payments: { title: 'Pagamentos e prazos', hint: 'Inscrições a pagar, prazos e confirmações' },
  waitlist: { title: 'Lista de espera', hint: 'Uma vaga aberta para o seu time' },
  games: { title: 'Jogos e horários', hint: 'Chamadas para a quadra, próximos jogos e mudanças na tabela' },
  results: { title: 'Resultados e ranking', hint: 'Placares para confirmar e resultados' },
};

export const pushGroupOfKind: Record<NoticeKind, PushGroup> = {
  invitation_received: 'invitations',
  team_confirmed: 'invitations',
  invitation_lapsed: 'invitations',
  partner_found: 'invitations',
  payment_due: 'payments',
  payment_confirmed: 'payments',
  slot_released: 'waitlist',
  waitlist_offered: 'waitlist',
  games_published: 'games',
  championship_cancelled: 'games',
  game_called: 'games',
  game_next: 'games',
  score_to_confirm: 'results',
  category_changed: 'results',
  open_game_full: 'games',
  open_game_score: 'results',
  result_posted: 'results',
};

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * How long a push service keeps a push for a phone that is off (TTL, seconds) and how hard it wakes it (Urgency,
 * RFC 8030 §5.3): a game call is worth nothing ten minutes later and must ring now; a confirmation can wait.
 */
export const pushDeliveryOfKind: Record<NoticeKind, { ttl: number; urgency: PushUrgency }> = {
  game_called: { ttl: 10 * MINUTE, urgency: 'high' },
  game_next: { ttl: 20 * MINUTE, urgency: 'high' },
  waitlist_offered: { ttl: 6 * HOUR, urgency: 'high' },
  slot_released: { ttl: 6 * HOUR, urgency: 'normal' },
  payment_due: { ttl: 12 * HOUR, urgency: 'normal' },
  invitation_received: { ttl: 24 * HOUR, urgency: 'normal' },
  score_to_confirm: { ttl: 12 * HOUR, urgency: 'normal' },
  games_published: { ttl: 24 * HOUR, urgency: 'normal' },
  championship_cancelled: { ttl: 24 * HOUR, urgency: 'normal' },
  team_confirmed: { ttl: 24 * HOUR, urgency: 'low' },
  invitation_lapsed: { ttl: 24 * HOUR, urgency: 'low' },
  partner_found: { ttl: 24 * HOUR, urgency: 'normal' },
  payment_confirmed: { ttl: 24 * HOUR, urgency: 'low' },
  category_changed: { ttl: 24 * HOUR, urgency: 'low' },
  open_game_full: { ttl: 12 * HOUR, urgency: 'normal' },
  open_game_score: { ttl: 12 * HOUR, urgency: 'normal' },
  result_posted: { ttl: 24 * HOUR, urgency: 'normal' },
};

/**
 * What a push carries: the aviso's id, title, sentence and path for the service worker (shell/src/sw), and the same
 * as a declarative Web Push message (`web_push: 8030`), which Safari (iOS 18.4+) shows without running the worker.
 * `tag` groups the avisos of one championship, or of one open game, into one notification on the lock screen.
 */
export type PushPayload = {
  id: string;
  title: string;
  body: string;
  path: string;
  tag: string;
  web_push: 8030;
  notification: { title: string; body: string; navigate: string; tag: string; lang: 'pt-BR'; dir: 'ltr'; data: { id: string; path: string } };
};

export function pushPayload(input: { id: string; title: string; body: string; path: string; tag: string; appUrl: string }): PushPayload {
  const { tag } = input;
  return {
    id: input.id,
    title: input.title,
    body: input.body,
    path: input.path,
    tag,
    web_push: 8030,
    notification: { title: input.title, body: input.body, navigate: `${input.appUrl}${input.path}`, tag, lang: 'pt-BR', dir: 'ltr', data: { id: input.id, path: input.path } },
  };
}
