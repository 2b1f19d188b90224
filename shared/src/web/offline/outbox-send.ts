/**
 * Sends the score outbox: from a page (at start, when the device comes back online) or from the service worker
 * (Background Sync, even with every tab closed). Plain `fetch` rather than the app's axios client, because the worker
 * has no axios, no localStorage and no runtime config: the page hands it the session and the API's address
 * (`saveOutboxSender`).
 *
 * One sender at a time across tabs and the worker (a Web Lock): items are read under the lock, each sent with its
 * stable id as the request id, and removed only after the server has it. A send whose answer was lost is sent again
 * and answered 409 with the same score, which counts as sent: nothing goes twice, nothing is lost.
 *
 * A score entered again while its first version is on its way (the organizer corrects it on the sand) replaces the
 * item under the same id with the next revision. The answer settles the item only if it still holds the revision
 * that was sent (`updateOutboxItem`), so the correction stays and this run sends it next; a revision is sent once
 * per run, so only a new entry or a failure of the network makes something go again.
 */
import { KEEPER_OWNER, OUTBOX_SYNC_TAG, isKeeperKind, isSendable, judgeAnswer, requestOf, sendOrder, type OutboxItem } from '@areia/shared/core/offline/outbox-rules';
import { announce, announceSent } from '@areia/shared/web/offline/outbox-news';
import { listOutbox, updateOutboxItem, type OutboxSender } from '@areia/shared/web/offline/outbox-store';

const LOCK = 'areia-outbox-send';
const SEND_TIMEOUT_MS = 15_000;

export interface OutboxRun {
  sent: number;
  /** The network failed, or the session is gone: the rest waits for the next chance. */
  stopped: boolean;
}

type Locks = { request: (name: string, options: { ifAvailable: boolean }, run: (lock: unknown) => Promise<OutboxRun>) => Promise<OutboxRun> };

/**
 * Runs `send` holding the outbox lock; another holder (a tab, the worker) is already sending: nothing to do. The
 * scorekeeper links' items have a lock of their own: a tap is not left behind because the same device's session is
 * sending its scores at that moment (a run sends only its owner's items).
 */
function underLock(owner: string, send: () => Promise<OutboxRun>): Promise<OutboxRun> {
  const locks = (globalThis.navigator as { locks?: Locks } | undefined)?.locks;
  if (!locks) return send();
  return locks.request(owner === KEEPER_OWNER ? `${LOCK}:${KEEPER_OWNER}` : LOCK, { ifAvailable: true }, (lock) => (lock ? send() : Promise.resolve({ sent: 0, stopped: false })));
}

async function attempt(item: OutboxItem, sender: OutboxSender, fetchImpl: typeof fetch): Promise<{ status: number; body: unknown } | null> {
  const request = requestOf(item);
  try {
    const response = await fetchImpl(`${sender.apiUrl.replace(/\/$/, '')}${request.path}`, {
      method: request.method,
      // A scorekeeper link's request is authorized by the token in its path: no session goes with it.
      headers: { 'Content-Type': 'application/json', ...(isKeeperKind(item.kind) ? {} : { Authorization: `Bearer ${sender.token}` }), 'X-Request-Id': item.id },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  } catch {
    return null;
  }
}

/**
 * Sends every waiting item of the sender's account, oldest first, stopping at the first failure of the network.
 * The list is read again after each answer: what was entered meanwhile (a correction, another game) goes in the same
 * run, since a sync or a page asking now would find the lock held and do nothing.
 */
export function sendOutbox(sender: OutboxSender, options: { fetchImpl?: typeof fetch; now?: () => number } = {}): Promise<OutboxRun> {
  const fetchImpl = options.fetchImpl ?? fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  return underLock(sender.userId, async () => {
    const run: OutboxRun = { sent: 0, stopped: false };
    const championships = new Set<string>();
    /** The revision of each item this run has sent: never sent twice. */
    const tried = new Map<string, number>();
    const waiting = (item: OutboxItem) => tried.get(item.id) !== item.revision && isSendable(item, now());
    for (;;) {
      const item = sendOrder(await listOutbox(sender.userId)).find(waiting);
      if (!item) break;
      tried.set(item.id, item.revision);
      const answer = await attempt(item, sender, fetchImpl);
      const outcome = judgeAnswer(item, answer, '');
      if (outcome.kind === 'retry' || outcome.kind === 'signed-out') {
        run.stopped = true;
        if (answer === null) announce({ type: 'unanswered' });
        break;
      }
      if (outcome.kind === 'sent') {
        run.sent += 1;
        championships.add(item.championshipId);
      }
      // An answer about a revision that was replaced meanwhile leaves the newer one as it is: it goes next.
      await updateOutboxItem(item, (stored) => {
        if (outcome.kind === 'sent') return null;
        if (outcome.kind === 'conflict') return { ...stored, state: 'conflict', reason: outcome.reason, current: outcome.current };
        return { ...stored, state: 'refused', reason: outcome.reason };
      });
    }
    if (championships.size > 0) announceSent([...championships]);
    return run;
  });
}

/** Asks the browser to wake the service worker when the connection returns (Background Sync, where it exists). */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}
