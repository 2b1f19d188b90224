/**
 * The score outbox's rules: scores entered without signal (the organizer's score, an athlete's report or
 * confirmation) wait on the device and are sent when the connection returns. React-free and storage-free, so the
 * page, the service worker and the unit tests share them.
 */
import type { SetPoints } from '@areia/shared/core/rules/score';
import type { CurrentScore } from '@areia/shared/core/schemas/organizer';

/** A full outbox refuses new scores: more than this many unsent scores means something else is wrong. */
export const OUTBOX_MAX_ITEMS = 200;
/** Older than this, a score is no longer sent by itself: it waits in "não enviados" for the organizer to decide. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'areia-outbox';
/** The message a page sends the service worker at start: send what waits. */
export const OUTBOX_SEND_MESSAGE = 'areia-outbox-send';

/**
 * The organizer's score, an athlete's report or confirmation (sent with the account's session), and a scorekeeper
 * link's live sets and "Enviar resultado" (no account: the link's token goes in the path, see `KEEPER_OWNER`).
 */
export type OutboxKind = 'score' | 'report' | 'confirm' | 'keeper-live' | 'keeper-report';

/**
 * Whose items a scorekeeper link's entries are: no account enters them, so they are listed and sent apart from any
 * session's (the service worker sends them without one), and each carries its link's token.
 */
export const KEEPER_OWNER = 'placar';

export const isKeeperKind = (kind: OutboxKind): kind is 'keeper-live' | 'keeper-report' => kind === 'keeper-live' || kind === 'keeper-report';

/** Where an item stands: waiting to be sent, refused for a reason (422…), or meeting another score (409). */
export type OutboxState = 'pending' | 'refused' | 'conflict';

export interface OutboxItem {
  /** Stable client id: the item's key, and the request id of every attempt to send it. */
  id: string;
  /**
   * Goes up each time the game's score is entered again (a correction replaces the waiting one and keeps its id) or
   * sent again by hand: an answer settles the item only while it still holds the revision that was sent, so a
   * correction entered while the first score was on its way stays and goes next.
   */
  revision: number;
  kind: OutboxKind;
  /** The account that entered it: only that account's session sends it. */
  userId: string;
  championshipId: string;
  gameId: string;
  /** The teams as the screen named them ("Ana/Bia x Carla/Duda"), for lists that work without the network. */
  label: string;
  /** For a confirmation, the reported sets being confirmed. */
  sets: SetPoints[];
  /** The game's version when the score was entered. */
  version: number;
  /** When it was entered (or last sent again by hand): ISO time. */
  queuedAt: string;
  state: OutboxState;
  /** Why the server refused it (pt-BR, from the server). */
  reason?: string;
  /** On a conflict: the score the server holds. */
  current?: CurrentScore;
  /** A scorekeeper link's entry: the link's token, which is the whole authorization of its request. */
  linkToken?: string;
}

export type NewOutboxItem = Omit<OutboxItem, 'revision' | 'state' | 'reason' | 'current'>;

export type Admission = { ok: true } | { ok: false; reason: 'full' };

/** Whether one more score fits. */
export function admit(count: number): Admission {
  return count >= OUTBOX_MAX_ITEMS ? { ok: false, reason: 'full' } : { ok: true };
}

/** Where an item is listed: waiting, "não enviados" (too old to go by itself), refused, conflict. */
export type OutboxBucket = 'pending' | 'expired' | 'refused' | 'conflict';

export function bucketOf(item: Pick<OutboxItem, 'state' | 'queuedAt'>, now: number): OutboxBucket {
  if (item.state !== 'pending') return item.state;
  return now - Date.parse(item.queuedAt) > OUTBOX_MAX_AGE_MS ? 'expired' : 'pending';
}

/** Only waiting, recent items go by themselves; the rest wait for a person. */
export function isSendable(item: Pick<OutboxItem, 'state' | 'queuedAt'>, now: number): boolean {
  return bucketOf(item, now) === 'pending';
}

export function setsEqual(a: readonly SetPoints[] | null | undefined, b: readonly SetPoints[] | null | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return a.every((set, index) => set.a === b[index]!.a && set.b === b[index]!.b);
}

/**
 * Whether the server already holds what this item would have done: a resend of something that did get through
 * (the answer was lost with the signal) counts as sent.
 */
export function alreadyApplied(item: Pick<OutboxItem, 'kind' | 'sets'>, current: CurrentScore): boolean {
  if (current.status === 'finalizado') return setsEqual(current.sets, item.sets);
  return (item.kind === 'report' || item.kind === 'keeper-report') && current.report !== null && setsEqual(current.report.sets, item.sets);
}

/** What to do with an item after one attempt to send it. */
export type SendOutcome =
  | { kind: 'sent' }
  /** No network, a timeout, a server in trouble: try again later, unchanged. */
  | { kind: 'retry' }
  /** The session is gone: stop sending until the person signs in again. */
  | { kind: 'signed-out' }
  | { kind: 'conflict'; current: CurrentScore; reason: string }
  | { kind: 'refused'; reason: string };

/** The answer of one attempt (null when no answer came) → what happens to the item. */
export function judgeAnswer(
  item: Pick<OutboxItem, 'kind' | 'sets'>,
  answer: { status: number; body: unknown } | null,
  fallbackReason: string,
): SendOutcome {
  if (answer === null) return { kind: 'retry' };
  const { status } = answer;
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 401) return { kind: 'signed-out' };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'retry' };
  const body = (answer.body ?? {}) as { message?: unknown; current?: CurrentScore };
  const reason = typeof body.message === 'string' && body.message ? body.message : fallbackReason;
  if (status === 409 && body.current) {
    return alreadyApplied(item, body.current) ? { kind: 'sent' } : { kind: 'conflict', current: body.current, reason };
  }
  return { kind: 'refused', reason };
}

/**
 * "Mine stands" is possible when sending it again can succeed: the organizer's score always (with the server's
 * version); a report only while nothing else was reported or saved; a confirmation never (what it confirmed is gone).
 */
export function canKeepMine(item: Pick<OutboxItem, 'kind' | 'current'>): boolean {
  if (!item.current) return false;
  if (item.kind === 'score') return true;
  if (item.kind === 'report') return item.current.status !== 'finalizado' && item.current.report === null;
  return false;
}

/** The item made ready to go again (a new revision): after "mine stands", an edit, or a resend by hand. */
export function requeued(item: OutboxItem, now: number, changes: { sets?: SetPoints[]; version?: number } = {}): OutboxItem {
  return {
    ...item,
    revision: item.revision + 1,
    sets: changes.sets ?? item.sets,
    version: changes.version ?? item.current?.version ?? item.version,
    queuedAt: new Date(now).toISOString(),
    state: 'pending',
    reason: undefined,
    current: undefined,
  };
}

/** The request that sends an item (path under the API's base URL). */
export function requestOf(item: Pick<OutboxItem, 'kind' | 'gameId' | 'sets' | 'version' | 'linkToken'>): { method: 'PUT' | 'POST'; path: string; body: unknown } {
  const game = encodeURIComponent(item.gameId);
  if (isKeeperKind(item.kind)) {
    // The live sets carry no version: the last tap wins, which is what the court shows.
    const link = `/api/scorekeeper/${encodeURIComponent(item.linkToken ?? '')}/games/${game}`;
    return item.kind === 'keeper-live' ? { method: 'PUT', path: `${link}/live`, body: { sets: item.sets } } : { method: 'POST', path: `${link}/report`, body: { sets: item.sets } };
  }
  if (item.kind === 'score') return { method: 'PUT', path: `/api/organizer/games/${game}/score`, body: { sets: item.sets, version: item.version } };
  if (item.kind === 'report') return { method: 'POST', path: `/api/games/${game}/report`, body: { sets: item.sets, version: item.version } };
  return { method: 'POST', path: `/api/games/${game}/confirm`, body: { version: item.version } };
}

/** Oldest first: scores go in the order they were entered (a knockout round needs the one before). */
export function sendOrder<T extends Pick<OutboxItem, 'queuedAt' | 'id'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.id.localeCompare(b.id));
}
