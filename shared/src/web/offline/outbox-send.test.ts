import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_MAX_AGE_MS, OUTBOX_MAX_ITEMS, type NewOutboxItem } from '@areia/shared/core/offline/outbox-rules';
import { closeOutboxDatabase, listOutbox, queueItem, subscribeOutbox } from './outbox-store';
import { sendOutbox } from './outbox-send';

const sender = { userId: 'u1', token: 'tok', apiUrl: 'http://api.test/' };
const mine = [{ a: 21, b: 15 }, { a: 21, b: 17 }];
const theirs = [{ a: 18, b: 21 }, { a: 21, b: 19 }, { a: 15, b: 12 }];
const clock = Date.parse('2026-11-26T12:00:00Z');
let counter = 0;

const entry = (patch: Partial<NewOutboxItem> = {}): NewOutboxItem => {
  counter += 1;
  return {
    id: `c${counter}`,
    kind: 'score',
    userId: 'u1',
    championshipId: 'ch1',
    gameId: `g${counter}`,
    label: 'A x B',
    sets: mine,
    version: 0,
    queuedAt: new Date(clock).toISOString(),
    ...patch,
  };
};

type Reply = { status: number; body?: unknown } | 'offline';
/** A fake API: answers in order, records what was sent. */
function api(...replies: Reply[]) {
  const calls: { url: string; method: string; body: unknown; requestId: string }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = init!.headers as Record<string, string>;
    calls.push({ url: String(url), method: init!.method!, body: JSON.parse(String(init!.body)), requestId: headers['X-Request-Id']! });
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  await closeOutboxDatabase();
});

describe('keeping scores', () => {
  it('keeps what was entered across a reload (a new connection reads it back), per account', async () => {
    expect((await queueItem(entry())).ok).toBe(true);
    expect((await queueItem(entry({ userId: 'u2' }))).ok).toBe(true);
    await closeOutboxDatabase();
    expect(await listOutbox('u1')).toEqual([expect.objectContaining({ userId: 'u1', state: 'pending', sets: mine })]);
  });

  it('a second score for the same game replaces the waiting one and keeps its id', async () => {
    const first = await queueItem(entry({ gameId: 'same' }));
    const second = await queueItem(entry({ gameId: 'same', sets: theirs }));
    expect(second).toMatchObject({ ok: true, item: { id: first.ok ? first.item.id : '', sets: theirs } });
    expect(await listOutbox('u1')).toHaveLength(1);
  });

  it('refuses the 201st item, and says so; a replacement still fits', async () => {
    expect((await queueItem(entry({ gameId: 'kept' }))).ok).toBe(true);
    for (let index = 1; index < OUTBOX_MAX_ITEMS; index += 1) expect((await queueItem(entry())).ok).toBe(true);
    expect(await queueItem(entry())).toEqual({ ok: false, reason: 'full' });
    expect((await queueItem(entry({ gameId: 'kept', sets: theirs }))).ok).toBe(true);
    expect(await listOutbox('u1')).toHaveLength(OUTBOX_MAX_ITEMS);
  });

  it('a device whose storage refuses says so (the screen then works online only)', async () => {
    await closeOutboxDatabase();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = new IDBFactory();
    broken.open = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    globalThis.indexedDB = broken;
    expect(await queueItem(entry())).toEqual({ ok: false, reason: 'storage' });
  });
});

describe('sending', () => {
  it('sends oldest first with the version and the item’s id as request id, and removes each only after success', async () => {
    const older = await queueItem(entry({ queuedAt: new Date(clock - 5_000).toISOString(), kind: 'report' }));
    await queueItem(entry());
    const { fetchImpl, calls } = api({ status: 201 }, { status: 200 });
    expect(await sendOutbox(sender, { fetchImpl, now: () => clock })).toEqual({ sent: 2, stopped: false });
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', `http://api.test/api/games/${older.ok ? older.item.gameId : ''}/report`],
      ['PUT', expect.stringMatching(/\/api\/organizer\/games\/g\d+\/score$/)],
    ]);
    expect(calls[0]).toMatchObject({ body: { sets: mine, version: 0 }, requestId: older.ok ? older.item.id : '' });
    expect(await listOutbox('u1')).toEqual([]);
  });

  it('no network: nothing is removed and the rest waits; the next run sends it', async () => {
    await queueItem(entry());
    await queueItem(entry());
    const offline = api('offline');
    expect(await sendOutbox(sender, { fetchImpl: offline.fetchImpl, now: () => clock })).toEqual({ sent: 0, stopped: true });
    expect(offline.calls).toHaveLength(1);
    expect(await listOutbox('u1')).toHaveLength(2);
    expect((await sendOutbox(sender, { fetchImpl: api().fetchImpl, now: () => clock })).sent).toBe(2);
  });

  it('a 409 with my own sets counts as sent; with another score it stays as a conflict holding both', async () => {
    await queueItem(entry({ gameId: 'was-saved' }));
    await queueItem(entry({ gameId: 'other-saved' }));
    const held = { status: 'finalizado', version: 1, report: null };
    const { fetchImpl } = api({ status: 409, body: { message: 'x', current: { ...held, sets: mine } } }, { status: 409, body: { message: 'Outro placar', current: { ...held, sets: theirs } } });
    expect(await sendOutbox(sender, { fetchImpl, now: () => clock })).toEqual({ sent: 1, stopped: false });
    expect(await listOutbox('u1')).toEqual([expect.objectContaining({ gameId: 'other-saved', state: 'conflict', sets: mine, current: { ...held, sets: theirs }, reason: 'Outro placar' })]);
  });

  it('a 422 stays visible with the server’s reason and is not sent again by itself', async () => {
    await queueItem(entry());
    const refused = api({ status: 422, body: { message: 'Set 2: o set só termina com 2 pontos de diferença (21 a 20)' } });
    await sendOutbox(sender, { fetchImpl: refused.fetchImpl, now: () => clock });
    expect(await listOutbox('u1')).toEqual([expect.objectContaining({ state: 'refused', reason: 'Set 2: o set só termina com 2 pontos de diferença (21 a 20)' })]);
    const again = api();
    await sendOutbox(sender, { fetchImpl: again.fetchImpl, now: () => clock });
    expect(again.calls).toHaveLength(0);
  });

  it('an item older than 7 days is not sent by itself; a signed-out session stops the run and keeps everything', async () => {
    await queueItem(entry({ queuedAt: new Date(clock - OUTBOX_MAX_AGE_MS - 1).toISOString() }));
    await queueItem(entry());
    const { fetchImpl, calls } = api({ status: 401 });
    expect(await sendOutbox(sender, { fetchImpl, now: () => clock })).toEqual({ sent: 0, stopped: true });
    expect(calls).toHaveLength(1);
    expect(await listOutbox('u1')).toHaveLength(2);
  });

  it('two senders at once (two tabs): the lock lets one send, so no item goes twice', async () => {
    let held = false;
    const locks = {
      request: async (_name: string, _options: unknown, run: (lock: unknown) => Promise<unknown>) => {
        if (held) return run(null);
        held = true;
        try {
          return await run({});
        } finally {
          held = false;
        }
      },
    };
    vi.stubGlobal('navigator', { locks });
    await queueItem(entry());
    await queueItem(entry());
    const { fetchImpl, calls } = api();
    const runs = await Promise.all([sendOutbox(sender, { fetchImpl, now: () => clock }), sendOutbox(sender, { fetchImpl, now: () => clock })]);
    expect(runs.map((run) => run.sent).sort()).toEqual([0, 2]);
    expect(calls).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('tells every listener which championships got scores', async () => {
    const news: unknown[] = [];
    const stop = subscribeOutbox((message) => news.push(message));
    await queueItem(entry({ championshipId: 'chX' }));
    await sendOutbox(sender, { fetchImpl: api().fetchImpl, now: () => clock });
    await vi.waitFor(() => expect(news).toContainEqual({ type: 'sent', championshipIds: ['chX'] }));
    stop();
  });
});
