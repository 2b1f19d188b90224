// Constants the pages read at run time, kept free of zod: a page that imports a schema module only for a constant
// downloads zod (~23 KB gz) with it. The schema modules re-export these, so the API keeps importing them from there.

export const DEFAULT_MAX_DISTANCE_KM = 10;

/** "Procuro dupla": a short note ("jogo pela esquerda", "só sábado") and the athlete's city, both optional. */
export const PARTNER_NOTE_MAX = 140;
export const PARTNER_CITY_MAX = 40;

export const GENDERS = ['masculino', 'feminino', 'outro'] as const;

export const CHAMPIONSHIP_STATUS = {
  open: 'Inscrições abertas',
  full: 'Lotado',
  disabled: 'Inscrições fechadas',
  ongoing: 'Em andamento',
  closed: 'Encerrado',
  cancelled: 'Cancelado',
} as const;
export type ChampionshipStatus = (typeof CHAMPIONSHIP_STATUS)[keyof typeof CHAMPIONSHIP_STATUS];

/**
 * The championship list's filters, applied by the server so they hold across pages (docs/architecture.md, "Data and
 * scale"). 'all' ("Todos") is what is still to be played or being played, the home's count; 'past' ("Encerrados"),
 * finished or cancelled.
 */
export const CHAMPIONSHIP_FILTERS = ['all', 'soon', 'live', 'registered', 'past'] as const;
export type ChampionshipFilter = (typeof CHAMPIONSHIP_FILTERS)[number];
/** Spec §9: 'Em breve' = from now up to now + 30 days, both inclusive. */
export const CHAMPIONSHIP_SOON_DAYS = 30;

/** A game's status (spec: 'finalizado' shows scores, any other placeholders); the API's games.status column holds these. */
export const GAME_STATUS = ['finalizado', 'agendado'] as const;
export type GameStatus = (typeof GAME_STATUS)[number];

export const COMPLAINT_REASON_WRONG_CATEGORY = 'Categoria incorreta';

/** The answer to a password reset whose link is unknown, used or expired; the reset page shows it in place of the form. */
export const RESET_TOKEN_INVALID = 'Este link de redefinição é inválido ou expirou. Peça um novo.';

/** A device token as the API issues it on login: 32 random bytes, base64url. */
export const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A game's phase: 1 is the pools, 2, 3… the knockout's rounds. */
export const GAME_PHASE_POOLS = 1;

/** The avisos' unread count is exact up to this; past it the bell shows "99+". */
export const UNREAD_COUNT_MAX = 100;
