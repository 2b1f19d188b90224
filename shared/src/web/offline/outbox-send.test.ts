import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEPER_OWNER, OUTBOX_MAX_AGE_MS, OUTBOX_MAX_ITEMS, type NewOutboxItem } from '@areia/shared/core/offline/outbox-rules';
import { closeOutboxDatabase, keeperSender, listOutbox, outboxSenders, queueItem, saveKeeperSender, saveOutboxSender, updateOutboxItem } from './outbox-store';
import { subscribeOutbox } from './outbox-news';
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

/** A fake API whose every answer waits until the test lets it go (`answer`, oldest request first). */
function heldApi() {
  const calls: { gameId: string; body: { sets?: unknown; version: number }; requestId: string }[] = [];
  const held: ((reply: Reply) => void)[] = [];
  const fetchImpl = vi.fn(
    (url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const headers = init!.headers as Record<string, string>;
        calls.push({ gameId: /games\/([^/]+)\//.exec(String(url))![1]!, body: JSON.parse(String(init!.body)), requestId: headers['X-Request-Id']! });
        held.push((reply) => (reply === 'offline' ? reject(new TypeError('Failed to fetch')) : resolve(new Response(JSON.stringify(reply.body ?? {}), { status: reply.status }))));
      }),
  ) as unknown as typeof fetch;
  const answer = (reply: Reply = { status: 200 }) => held.shift()!(reply);
  return { fetchImpl, calls, held, answer };
}

/** Lets IndexedDB and the sender run until `done` holds (a request waits for its answer, a run ended…). */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 2_000 && !done(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  if (!done()) throw new Error('the outbox never got there');
}

/** A sending run the test watches: whether it still runs, and what it returned. */
function watched(run: Promise<{ sent: number; stopped: boolean }>) {
  const state = { running: true, run };
  void run.finally(() => {
    state.running = false;
  });
  return state;
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

  it('a scorekeeper link’s taps go under its token without the session, apart from the account’s scores', async () => {
    await queueItem(entry({ gameId: 'mine' }));
    await queueItem(entry({ kind: 'keeper-live', userId: KEEPER_OWNER, gameId: 'court', linkToken: 'tok.0.mac' }));
    const account = api();
    expect(await sendOutbox(sender, { fetchImpl: account.fetchImpl, now: () => clock })).toEqual({ sent: 1, stopped: false });
    expect(account.calls.map((call) => call.url)).toEqual(['http://api.test/api/organizer/games/mine/score']);

    const keeper = api();
    const headers: Record<string, string>[] = [];
    const watching = vi.fn((url: string | URL | Request, init?: RequestInit) => {
      headers.push(init!.headers as Record<string, string>);
      return keeper.fetchImpl(url, init);
    }) as unknown as typeof fetch;
    expect(await sendOutbox(keeperSender('http://api.test'), { fetchImpl: watching, now: () => clock })).toEqual({ sent: 1, stopped: false });
    expect(keeper.calls).toEqual([expect.objectContaining({ method: 'PUT', url: 'http://api.test/api/scorekeeper/tok.0.mac/games/court/live', body: { sets: mine } })]);
    expect(headers[0]).not.toHaveProperty('Authorization');
    expect(await listOutbox(KEEPER_OWNER)).toEqual([]);
  });

  it('a scorekeeper’s tap corrected while the previous one is on its way: the latest goes next, nothing is lost', async () => {
    const tap = (a: number) => entry({ kind: 'keeper-live', userId: KEEPER_OWNER, gameId: 'g', linkToken: 't', sets: [{ a, b: 0 }] });
    await queueItem(tap(1));
    const server = heldApi();
    const sending = watched(sendOutbox(keeperSender('http://api.test'), { fetchImpl: server.fetchImpl, now: () => clock + 60_000 }));
    await until(() => server.held.length === 1);
    await queueItem(tap(2));
    await queueItem(tap(3));
    server.answer({ status: 200 });
    await until(() => server.held.length === 1 || !sending.running);
    server.answer({ status: 200 });
    expect(await sending.run).toEqual({ sent: 2, stopped: false });
    expect(server.calls.map((call) => call.body)).toEqual([{ sets: [{ a: 1, b: 0 }] }, { sets: [{ a: 3, b: 0 }] }]);
    expect(await listOutbox(KEEPER_OWNER)).toEqual([]);
  });

  it('the service worker finds both senders: the session’s and the scorekeeper links’', async () => {
    await saveOutboxSender(sender);
    await saveKeeperSender('http://api.test');
    expect(await outboxSenders()).toEqual([sender, { userId: KEEPER_OWNER, token: '', apiUrl: 'http://api.test' }]);
  });

  it('tells every listener which championships got scores', async () => {
    const news: unknown[] = [];
    const stop = subscribeOutbox((message) => news.push(message));
    await queueItem(entry({ championshipId: 'chX' }));
    await sendOutbox(sender, { fetchImpl: api().fetchImpl, now: () => clock });
    await vi.waitFor(() => expect(news).toContainEqual({ type: 'sent', championshipIds: ['chX'] }));
    stop();
  });

  it('tells every listener when a send got no answer, and not when the server answered with an error', async () => {
    const news: unknown[] = [];
    const stop = subscribeOutbox((message) => news.push(message));
    await queueItem(entry());
    expect(await sendOutbox(sender, { fetchImpl: api({ status: 503 }).fetchImpl, now: () => clock })).toEqual({ sent: 0, stopped: true });
    expect(await sendOutbox(sender, { fetchImpl: api('offline').fetchImpl, now: () => clock })).toEqual({ sent: 0, stopped: true });
    await vi.waitFor(() => expect(news).toContainEqual({ type: 'unanswered' }));
    expect(news.filter((message) => (message as { type: string }).type === 'unanswered')).toHaveLength(1);
    stop();
  });

  it('a score corrected while its first version is on its way: the answer leaves the correction, which goes next', async () => {
    const first = await queueItem(entry({ gameId: 'g' }));
    const server = heldApi();
    const sending = watched(sendOutbox(sender, { fetchImpl: server.fetchImpl, now: () => clock + 60_000 }));
    await until(() => server.held.length === 1);
    const correction = await queueItem(entry({ gameId: 'g', sets: theirs, queuedAt: new Date(clock + 1_000).toISOString() }));
    expect(correction).toMatchObject({ ok: true, item: { id: first.ok ? first.item.id : '' } });

    server.answer({ status: 200 });
    await until(() => server.held.length === 1 || !sending.running);
    expect(await listOutbox('u1')).toEqual([expect.objectContaining({ gameId: 'g', sets: theirs, state: 'pending', revision: 2 })]);
    server.answer({ status: 200 });

    expect(await sending.run).toEqual({ sent: 2, stopped: false });
    expect(server.calls.map((call) => call.body)).toEqual([
      { sets: mine, version: 0 },
      { sets: theirs, version: 0 },
    ]);
    expect(await listOutbox('u1')).toEqual([]);
  });

  it('a conflict or refusal about a replaced score leaves the correction waiting, and it goes', async () => {
    await queueItem(entry({ gameId: 'g' }));
    const server = heldApi();
    const sending = watched(sendOutbox(sender, { fetchImpl: server.fetchImpl, now: () => clock + 60_000 }));
    await until(() => server.held.length === 1);
    await queueItem(entry({ gameId: 'g', sets: theirs }));
    server.answer({ status: 409, body: { message: 'Outro placar', current: { status: 'finalizado', version: 1, sets: [{ a: 3, b: 21 }], report: null } } });
    await until(() => server.held.length === 1 || !sending.running);
    expect(await listOutbox('u1')).toEqual([expect.objectContaining({ sets: theirs, state: 'pending', revision: 2 })]);
    await queueItem(entry({ gameId: 'g', sets: mine }));
    server.answer({ status: 422, body: { message: 'Set inválido' } });
    await until(() => server.held.length === 1 || !sending.running);
    server.answer({ status: 201 });
    expect(await sending.run).toEqual({ sent: 1, stopped: false });
    expect(server.calls.map((call) => call.body.sets)).toEqual([mine, theirs, mine]);
    expect(await listOutbox('u1')).toEqual([]);
  });

  it('a score discarded while on its way is not brought back by the answer; an action on a replaced entry changes nothing', async () => {
    const first = await queueItem(entry({ gameId: 'g' }));
    const server = heldApi();
    const sending = watched(sendOutbox(sender, { fetchImpl: server.fetchImpl, now: () => clock }));
    await until(() => server.held.length === 1);
    expect(await updateOutboxItem({ id: first.ok ? first.item.id : '', revision: 1 }, () => null)).toBe(true);
    server.answer({ status: 409, body: { message: 'Outro placar', current: { status: 'finalizado', version: 1, sets: theirs, report: null } } });
    await sending.run;
    expect(await listOutbox('u1')).toEqual([]);

    const kept = await queueItem(entry({ gameId: 'h' }));
    await queueItem(entry({ gameId: 'h', sets: theirs }));
    expect(await updateOutboxItem(kept.ok ? kept.item : { id: '', revision: 0 }, () => null)).toBe(false);
    expect(await listOutbox('u1')).toEqual([expect.objectContaining({ gameId: 'h', sets: theirs, revision: 2 })]);
  });

  it('any interleaving of entries, corrections, runs and answers: each game’s last entry goes, no answered entry goes again, nothing is left', async () => {
    const step = fc.oneof(
      fc.record({ type: fc.constant('queue' as const), game: fc.integer({ min: 0, max: 2 }) }),
      fc.constant({ type: 'send' as const }),
      fc.record({ type: fc.constant('answer' as const), ok: fc.boolean() }),
    );
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
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 24 }), async (steps) => {
          globalThis.indexedDB = new IDBFactory();
          const server = heldApi();
          /** Each entry's sets carry its number, so the server's log tells which entry it got. */
          const last = new Map<string, number>();
          const answeredOk = new Set<number>();
          let resentAfterOk = false;
          let entries = 0;
          // Set by `startSend`, a closure: declared wide so the checker does not narrow it to null.
          let sending = null as ReturnType<typeof watched> | null;
          const settle = () => until(() => !sending?.running || server.held.length > 0);
          const startSend = () => {
            if (sending?.running) void sendOutbox(sender, { fetchImpl: server.fetchImpl, now: () => clock + 60_000 });
            else sending = watched(sendOutbox(sender, { fetchImpl: server.fetchImpl, now: () => clock + 60_000 }));
          };
          const answer = (ok: boolean) => {
            const call = server.calls[server.calls.length - server.held.length]!;
            const number = (call.body.sets as { b: number }[])[0]!.b;
            if (answeredOk.has(number)) resentAfterOk = true;
            if (ok) answeredOk.add(number);
            server.answer(ok ? { status: 200 } : 'offline');
          };
          try {
            for (const next of steps) {
              if (next.type === 'queue') {
                entries += 1;
                const gameId = `g${next.game}`;
                await queueItem(entry({ id: `e${entries}`, gameId, sets: [{ a: 21, b: entries }], queuedAt: new Date(clock + entries).toISOString() }));
                last.set(gameId, entries);
              } else if (next.type === 'send') startSend();
              else if (server.held.length > 0) answer(next.ok);
              await settle();
            }
            // The signal returns for good: runs go until the outbox is empty.
            for (let turn = 0; turn < 200; turn += 1) {
              if (server.held.length > 0) answer(true);
              else if (sending?.running) await sending.run;
              else if ((await listOutbox('u1')).length > 0) startSend();
              else break;
              await settle();
            }
            expect(await listOutbox('u1')).toEqual([]);
            expect(resentAfterOk).toBe(false);
            for (const [gameId, number] of last) {
              const mineSent = server.calls.filter((call) => call.gameId === gameId).map((call) => (call.body.sets as { b: number }[])[0]!.b);
              expect(mineSent.at(-1)).toBe(number);
              expect(answeredOk.has(number)).toBe(true);
              // Never an older entry after a newer one of the same game.
              expect(mineSent).toEqual([...mineSent].sort((a, b) => a - b));
            }
          } finally {
            await sending?.run;
            await closeOutboxDatabase();
          }
        }),
        { numRuns: 300 },
      );
    } finally {
      vi.unstubAllGlobals();
    }
    // 300 runs through IndexedDB take about 1 s on a quiet machine; the default 5 s is too tight beside a parallel suite.
  }, 30_000);
});
