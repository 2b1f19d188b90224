import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import { dataVersion } from '../db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { outerHeaders } from './answer';
import { confirmSession, sessionLiveSql, sessionParams } from '../auth/auth';
import { compressBody, compressibleType, encodingFor, type Encoding } from './compress';
import { preparedOnce } from '../db/prepared';

/**
 * Answers of the busiest reads kept in this process's memory, each valid only at the data version it was built at
 * (0013_answer_version.sql: a number raised by the commit of every write to the tables reads answer from) and within
 * the second it was built in (answers that depend on the time — "upcoming", "last 6 months", a deadline — are at most
 * a second late, as if the request had taken a second longer). Every request still reads its session test and the
 * version, in one prepared statement; a kept answer spares it the read's own statement (a miss makes both). So a
 * write counts on every instance from the next request, as a logout does; nothing here is state of its own — losing
 * it only costs the next requests their statements.
 *
 * Why: on the seed at 50 connections a ranking page cost ~1.5 ms of CPU (API and database), so p99 was 63–92 ms; the
 * same answer served again costs about a tenth. Compressed bodies are kept too, one per encoding asked for.
 */
type Entry = {
  version: bigint;
  second: number;
  body: string;
  /** The body's length in UTF-8. */
  size: number;
  headers: Record<string, string>;
  encoded: Partial<Record<Encoding, Uint8Array>>;
  bytes: number;
  /** In the store (its bytes counted); an entry built too large, or dropped since, is only replayed to its waiters. */
  kept: boolean;
};

type Answer = Pick<Entry, 'version' | 'second' | 'body' | 'headers'>;

/** An answer being built: requests for the same key, version and second wait for it instead of building their own. */
type Build = { version: bigint; second: number; done: Promise<Entry | undefined> };

/** A byte-bounded map of answers, least recently used first out. */
export class AnswerStore {
  private readonly entries = new Map<string, Entry>();
  private readonly builds = new Map<string, Build>();
  private size = 0;
  /** Answers served from here (kept, or waited for), and lookups that found none current. */
  hits = 0;
  misses = 0;
  /** Answers built for the store (a request waiting for another's build builds nothing). */
  built = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.size;
  }

  get count(): number {
    return this.entries.size;
  }

  /** The answer kept under `key` if it was built at this version and second; an outdated one is dropped. */
  get(key: string, version: bigint, second: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) this.drop(key, entry);
    if (!entry || entry.version !== version || entry.second !== second) {
      this.misses += 1;
      return undefined;
    }
    this.keep(key, entry);
    this.hits += 1;
    return entry;
  }

  /**
   * Keeps the answer (unless it alone is larger than the store, or a newer one is kept: a slow build finishing late)
   * and gives back its entry, for the requests that waited for it.
   */
  set(key: string, answer: Answer): Entry {
    const entry: Entry = { ...answer, size: Buffer.byteLength(answer.body), encoded: {}, bytes: entryBytes(key, answer.body), kept: false };
    const current = this.entries.get(key);
    if (current && (current.version > entry.version || current.second > entry.second)) return entry;
    if (current) this.drop(key, current);
    if (entry.bytes > this.maxBytes) return entry;
    this.keep(key, entry);
    this.evict();
    return entry;
  }

  /** The body compressed with `encoding`, made once per entry (counted while the entry is kept). */
  encoded(entry: Entry, encoding: Encoding): Uint8Array {
    let body = entry.encoded[encoding];
    if (!body) {
      body = compressBody(entry.body, entry.size, encoding);
      entry.encoded[encoding] = body;
      entry.bytes += body.byteLength;
      if (entry.kept) {
        this.size += body.byteLength;
        this.evict();
      }
    }
    return body;
  }

  /**
   * The answer under `key` being built at this version and second, if any. Without this, every request arriving while
   * an outdated answer is rebuilt (each second, or after a write) built it too: 50 connections on the ranking page made
   * a burst of 50 statements each second, which was its p99.
   */
  building(key: string, version: bigint, second: number): Promise<Entry | undefined> | undefined {
    const build = this.builds.get(key);
    return build && build.version === version && build.second === second ? build.done : undefined;
  }

  /** Announces a build of `key`; call the function returned with its entry (or undefined: nothing kept) when done. */
  build(key: string, version: bigint, second: number): (entry: Entry | undefined) => void {
    this.built += 1;
    let finish!: (entry: Entry | undefined) => void;
    const build: Build = { version, second, done: new Promise((resolve) => (finish = resolve)) };
    this.builds.set(key, build);
    return (entry) => {
      if (this.builds.get(key) === build) this.builds.delete(key);
      finish(entry);
    };
  }

  private keep(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    entry.kept = true;
    this.size += entry.bytes;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    entry.kept = false;
    this.size -= entry.bytes;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.size <= this.maxBytes) return;
      this.drop(key, entry);
    }
  }
}

/** About what an entry holds: its key and body (UTF-16 in the worst case) and the object around them. */
const entryBytes = (key: string, body: string) => 2 * (key.length + body.length) + 256;

const stores = new WeakMap<AppDeps, AnswerStore | null>();

/** The store of this app's deps (one per process in production), or null when AREIA_ANSWER_CACHE_MB is 0. */
export function answerStoreOf(deps: AppDeps): AnswerStore | null {
  let store = stores.get(deps);
  if (store === undefined) {
    store = deps.config.answerCacheBytes > 0 ? new AnswerStore(deps.config.answerCacheBytes) : null;
    stores.set(deps, store);
  }
  return store;
}

/** The version is the sum of data_version's slots (0013: writers spread over them); null when the rows are gone. */
const versionSql = sql<string | null>`(SELECT sum(${dataVersion.version})::text FROM ${dataVersion})`;

const versionStatement = (deps: AppDeps) =>
  preparedOnce(deps.db, 'areia_answer_version', () => deps.db.select({ version: versionSql }).from(sql`(SELECT 1) AS one`).prepare('areia_answer_version'));

const sessionVersionStatement = (deps: AppDeps) =>
  preparedOnce(deps.db, 'areia_answer_version_session', () =>
    deps.db
      .select({ live: sessionLiveSql.mapWith(Boolean), version: versionSql })
      .from(sql`(SELECT 1) AS one`)
      .prepare('areia_answer_version_session'),
  );

/**
 * The route's JSON answer as text and its own headers (not the request id or CORS headers `outer` holds, which belong
 * to each request), or undefined when it is not one to keep. Reads the answer's body: the caller replaces it.
 */
async function answerText(res: Response, outer: Headers): Promise<{ body: string; headers: Record<string, string> } | undefined> {
  const type = res.headers.get('content-type');
  if (res.headers.has('content-encoding') || !type || !/^application\/json/i.test(type)) return undefined;
  const headers: Record<string, string> = {};
  for (const [name, value] of res.headers) if (name !== 'content-length' && name !== 'set-cookie' && !outer.has(name)) headers[name] = value;
  return { body: await res.text(), headers };
}

/**
 * The kept answer, compressed as answer.ts would (which then leaves the body alone) from the entry's one compressed
 * copy per encoding.
 */
function replay(c: Context<AppEnv>, store: AnswerStore, entry: Entry): Response {
  const compressible = compressibleType(entry.headers['content-type'], entry.headers['cache-control']);
  const encoding = compressible ? encodingFor(entry.size, c.req.header('accept-encoding')) : null;
  if (!encoding) return c.body(entry.body, 200, entry.headers);
  const body = store.encoded(entry, encoding);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, { ...entry.headers, 'content-encoding': encoding, 'content-length': String(body.byteLength) });
}

/**
 * Serves GET answers from the store. `signedIn`: the route is behind requireAuth, so the session is tested with the
 * version (a closed one is a 401, cached answer or not). `perViewer`: the answer depends on who asks (registered
 * flags, /me), so it is kept per user; otherwise one copy serves everyone asking the same URL. The URL includes the
 * origin, which absolute media URLs are built from.
 */
export function answerCache(
  deps: AppDeps,
  options: { signedIn: boolean; perViewer: boolean },
): MiddlewareHandler<AppEnv> {
  const store = answerStoreOf(deps);
  return async (c, next) => {
    if (!store || c.req.method !== 'GET') return next();
    const now = nowOf(deps);
    let read: { live?: boolean; version: string | null } | undefined;
    if (options.signedIn) {
      [read] = await sessionVersionStatement(deps).execute(sessionParams(c, now));
      confirmSession(c, read?.live);
    } else {
      [read] = await versionStatement(deps).execute({});
    }
    // No version (data_version emptied by hand): nothing can be kept safely, so every read builds its answer.
    if (read?.version == null) return next();
    const version = BigInt(read.version);
    const key = options.perViewer ? `${c.var.auth.id} ${c.req.url}` : c.req.url;
    const second = Math.floor(now.getTime() / 1000);
    for (;;) {
      const entry = store.get(key, version, second);
      if (entry) return replay(c, store, entry);
      const building = store.building(key, version, second);
      if (!building) break;
      const built = await building;
      if (built) {
        store.hits += 1;
        return replay(c, store, built);
      }
      // That build kept nothing (an error, a 404): one of the requests that waited builds next, the others wait again.
    }
    const finish = store.build(key, version, second);
    let kept: Entry | undefined;
    try {
      const outer = outerHeaders(c);
      await next();
      if (c.res.status === 200) {
        const answer = await answerText(c.res, outer);
        if (answer) {
          kept = store.set(key, { version, second, ...answer });
          // The body was read: the answer leaves as every later request gets it (and its compressed copy is kept).
          c.res = replay(c, store, kept);
        }
      }
    } finally {
      finish(kept);
    }
  };
}
