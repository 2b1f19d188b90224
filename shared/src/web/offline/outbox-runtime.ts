/**
 * The score outbox as a page runs it: keeps a score entered without signal, and sends the outbox at start, whenever
 * the device comes back online, and (in the service worker) on Background Sync. Each remote bundles its own copy of
 * this module; the store and its BroadcastChannel keep them in step, and a flag on `window` starts the listeners once.
 */
import type { QueryClient } from '@tanstack/react-query';
import { KEEPER_OWNER, type NewOutboxItem } from '@areia/shared/core/offline/outbox-rules';
import { tokenStorage } from '@areia/shared/web/api/token-storage';
import { getRuntimeConfig } from '@areia/shared/web/config/runtime-config';
import { requestBackgroundSync, sendOutbox, type OutboxRun } from '@areia/shared/web/offline/outbox-send';
import { keeperSender, queueItem, saveKeeperSender, saveOutboxSender, type OutboxSender, type QueueResult } from '@areia/shared/web/offline/outbox-store';
import { refreshOnSentScores } from '@areia/shared/web/offline/sent-scores';

/** A run that stopped while the device says it is online (the network was not ready yet) tries again after this. */
const RETRY_MS = 20_000;

function currentSender(): OutboxSender | null {
  const token = tokenStorage.getToken();
  const user = tokenStorage.getCachedUser();
  if (!token || !user) return null;
  return { token, userId: user.id, apiUrl: getRuntimeConfig().apiUrl };
}

type Holder = { __areiaOutbox?: { retry?: ReturnType<typeof setTimeout> }; __areiaKeeperOutbox?: { retry?: ReturnType<typeof setTimeout> } };
type Slot = '__areiaOutbox' | '__areiaKeeperOutbox';
const holder = () => window as unknown as Holder;

/**
 * Sends one owner's waiting items if the device thinks it is online; a run that stopped while online is tried again
 * after RETRY_MS (once per page and owner: `slot` names where its timer is kept).
 */
async function flushFor(sender: OutboxSender, slot: Slot, save: () => Promise<void>): Promise<OutboxRun | null> {
  if (navigator.onLine === false) return null;
  try {
    await save();
    const run = await sendOutbox(sender);
    const state = holder()[slot];
    if (run.stopped && navigator.onLine && state && !state.retry) {
      state.retry = setTimeout(() => {
        state.retry = undefined;
        void flushFor(sender, slot, save);
      }, RETRY_MS);
    }
    return run;
  } catch (error) {
    console.error('[outbox] falha ao enviar', error);
    return null;
  }
}

/** Sends what waits, if there is a session and the device thinks it is online. */
export async function flushOutbox(): Promise<OutboxRun | null> {
  const sender = currentSender();
  if (!sender) return null;
  return flushFor(sender, '__areiaOutbox', () => saveOutboxSender(sender));
}

/**
 * Once per page: send now, and again each time the connection returns; what gets through outdates its championships'
 * screens for as long as the page lives (sent-scores.ts), not only while the screen that started it is mounted.
 */
export function startOutbox(client: QueryClient): void {
  if (typeof window === 'undefined' || holder().__areiaOutbox) return;
  holder().__areiaOutbox = {};
  refreshOnSentScores(client);
  window.addEventListener('online', () => void flushOutbox());
  void flushOutbox();
}

/** Sends the scorekeeper links' waiting taps and results (no session needed: each carries its link's token). */
export function flushKeeperOutbox(): Promise<OutboxRun | null> {
  const apiUrl = getRuntimeConfig().apiUrl;
  return flushFor(keeperSender(apiUrl), '__areiaKeeperOutbox', () => saveKeeperSender(apiUrl));
}

/** Once per page, for the scorekeeper's screen: send now, and again each time the connection returns. */
export function startKeeperOutbox(): void {
  if (typeof window === 'undefined' || holder().__areiaKeeperOutbox) return;
  holder().__areiaKeeperOutbox = {};
  window.addEventListener('online', () => void flushKeeperOutbox());
  void flushKeeperOutbox();
}

export type KeepResult = QueueResult | { ok: false; reason: 'signed-out' };

/** Keeps a score to send when the connection returns, and asks the worker to send it even if the tab closes. */
export async function keepScore(input: Omit<NewOutboxItem, 'id' | 'userId' | 'queuedAt'>): Promise<KeepResult> {
  const sender = currentSender();
  if (!sender) return { ok: false, reason: 'signed-out' };
  const result = await queueItem({ ...input, id: crypto.randomUUID(), userId: sender.userId, queuedAt: new Date().toISOString() });
  if (result.ok) {
    await saveOutboxSender(sender).catch(() => undefined);
    requestBackgroundSync();
  }
  return result;
}

/**
 * Keeps a scorekeeper link's tap or result (no account: the item carries the link's token) and sends it now if the
 * device is online; otherwise when the connection returns, from this page or from the worker.
 */
export async function keepKeeperEntry(input: Omit<NewOutboxItem, 'id' | 'userId' | 'queuedAt' | 'version'> & { linkToken: string }): Promise<QueueResult> {
  const result = await queueItem({ ...input, version: 0, id: crypto.randomUUID(), userId: KEEPER_OWNER, queuedAt: new Date().toISOString() });
  if (result.ok) {
    await saveKeeperSender(getRuntimeConfig().apiUrl).catch(() => undefined);
    requestBackgroundSync();
    void flushKeeperOutbox();
  }
  return result;
}
