/**
 * The score outbox on the device (IndexedDB through `idb`): what was entered without signal, kept across reloads and
 * closed tabs until the server has it. Works in a page and in the service worker; every change is announced
 * (outbox-news.ts) so each open screen (any tab, any remote's copy of this module) lists the same items.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { KEEPER_OWNER, admit, type NewOutboxItem, type OutboxItem } from '@areia/shared/core/offline/outbox-rules';
import { announce } from '@areia/shared/web/offline/outbox-news';

const DB_NAME = 'areia-outbox';

/** What the service worker needs to send without a page: whose items, with which session, to which API. */
export interface OutboxSender {
  userId: string;
  token: string;
  apiUrl: string;
}

/** As kept: an item written before revisions existed has none, and reads as revision 0. */
type StoredItem = Omit<OutboxItem, 'revision'> & { revision?: number };

const read = (item: StoredItem): OutboxItem => ({ ...item, revision: item.revision ?? 0 });

interface OutboxSchema extends DBSchema {
  items: { key: string; value: StoredItem; indexes: { byUser: string } };
  sender: { key: string; value: OutboxSender };
}

let opened: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  opened ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('items', { keyPath: 'id' }).createIndex('byUser', 'userId');
      db.createObjectStore('sender');
    },
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/**
 * Why a score could not be kept: the outbox is full (200), or the device's storage refused (full disk, quota,
 * private mode): then the app works online only.
 */
export type QueueResult = { ok: true; item: OutboxItem } | { ok: false; reason: 'full' | 'storage' };

/**
 * Keeps a score to send later. A second score for the same game (same person, same kind) replaces the waiting one,
 * keeps its id and takes the next revision: only the latest entry is left to send, even when the one it replaces is
 * on its way (the answer to that one no longer removes the item, see `updateOutboxItem`).
 */
export async function queueItem(input: NewOutboxItem): Promise<QueueResult> {
  try {
    const db = await database();
    const tx = db.transaction('items', 'readwrite');
    const mine = await tx.store.index('byUser').getAll(input.userId);
    const same = mine.find((item) => item.gameId === input.gameId && item.kind === input.kind);
    if (!same && !admit(await tx.store.count()).ok) {
      await tx.done;
      return { ok: false, reason: 'full' };
    }
    const item: OutboxItem = { ...input, id: same?.id ?? input.id, revision: same ? read(same).revision + 1 : 1, state: 'pending' };
    await tx.store.put(item);
    await tx.done;
    announce({ type: 'changed' });
    return { ok: true, item };
  } catch (error) {
    console.error('[outbox] não foi possível guardar o placar', error);
    return { ok: false, reason: 'storage' };
  }
}

export async function listOutbox(userId: string): Promise<OutboxItem[]> {
  const db = await database();
  return (await db.getAllFromIndex('items', 'byUser', userId)).map(read);
}

/**
 * Changes an item only if it still holds the revision `seen` had: read, compare and write in one transaction, so a
 * score entered again in between (another tab, the worker, this page) is never overwritten or removed by an answer
 * or an action about the older one. `change` returns the item to keep, or null to remove it. False when the item is
 * gone or holds another revision: nothing was written.
 */
export async function updateOutboxItem(seen: Pick<OutboxItem, 'id' | 'revision'>, change: (stored: OutboxItem) => OutboxItem | null): Promise<boolean> {
  const db = await database();
  const tx = db.transaction('items', 'readwrite');
  const stored = await tx.store.get(seen.id);
  if (!stored || read(stored).revision !== seen.revision) {
    await tx.done;
    return false;
  }
  const next = change(read(stored));
  await (next ? tx.store.put(next) : tx.store.delete(seen.id));
  await tx.done;
  announce({ type: 'changed' });
  return true;
}

export async function removeOutboxItem(id: string): Promise<void> {
  await (await database()).delete('items', id);
  announce({ type: 'changed' });
}

export async function saveOutboxSender(sender: OutboxSender): Promise<void> {
  await (await database()).put('sender', sender, 'current');
}

export async function outboxSender(): Promise<OutboxSender | undefined> {
  return (await database()).get('sender', 'current');
}

/** The scorekeeper links' sender: no session, only the API's address (each item carries its link's token). */
export const keeperSender = (apiUrl: string): OutboxSender => ({ userId: KEEPER_OWNER, token: '', apiUrl });

/** Kept apart from the session's, so a scorekeeper's taps and a signed-in account's scores never replace each other's. */
export async function saveKeeperSender(apiUrl: string): Promise<void> {
  await (await database()).put('sender', keeperSender(apiUrl), KEEPER_OWNER);
}

/** Every sender the service worker sends for: the session's and the scorekeeper links'. */
export async function outboxSenders(): Promise<OutboxSender[]> {
  const db = await database();
  const found = await Promise.all([db.get('sender', 'current'), db.get('sender', KEEPER_OWNER)]);
  return found.filter((sender): sender is OutboxSender => sender !== undefined);
}

/** Closes the connection (tests open a fresh fake database per case). */
export async function closeOutboxDatabase(): Promise<void> {
  const db = opened;
  opened = undefined;
  if (db) (await db).close();
}
