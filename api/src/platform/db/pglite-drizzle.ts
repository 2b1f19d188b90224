import type { PGlite, ParserOptions, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * Types drizzle reads as PostgreSQL's text (its column types parse them), by oid: timestamp, timestamptz, interval,
 * date, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[] (drizzle-orm/pglite's session).
 */
export const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

/**
 * Drizzle asks PGlite for those types as text with parsers of its own on every query, and PGlite merges them into its
 * ~300 parsers for each query: about 130 µs, a third of a small query's time in JavaScript. Here they are set once on
 * the instance, and the client drizzle gets drops its per-query ones. Returns PGlite's own parsers of those types, for
 * the queries that want them (pg-boss's, through `raw`, read timestamps as dates); an array of them then holds its
 * elements as text, since PGlite's array parsers read the instance's (pg-boss reads no such array).
 */
export function textTypesOnce(client: PGlite): { drizzleClient: PGlite; ownParsers: ParserOptions } {
  const ownParsers = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, client.parsers[oid]]).filter(([, parser]) => parser)) as ParserOptions;
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  return { drizzleClient: withoutQueryParsers(client), ownParsers };
}

type Queryable = Pick<PGlite, 'query'> | Transaction;

/** `target` with `query` called without `options.parsers`, and a transaction's client the same; everything else as is. */
function withoutQueryParsers<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => object.query(text, params, options && { ...options, parsers: undefined });
      }
      if (property === 'transaction' && 'transaction' in object) {
        const client = object as unknown as PGlite;
        return <R>(callback: (tx: Transaction) => Promise<R>) => client.transaction((tx) => callback(withoutQueryParsers(tx)));
      }
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}
