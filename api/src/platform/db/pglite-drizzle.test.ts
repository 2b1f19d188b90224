import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { date, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { DRIZZLE_TEXT_TYPES, textTypesOnce } from './pglite-drizzle';

const moments = pgTable('moments', {
  at: timestamp('at', { withTimezone: true }).notNull(),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  dayDate: date('day_date', { mode: 'date' }).notNull(),
  span: interval('span').notNull(),
  amounts: numeric('amounts').array().notNull(),
  days: date('days', { mode: 'string' }).array().notNull(),
  stamps: timestamp('stamps', { withTimezone: true, mode: 'string' }).array().notNull(),
});

const CREATE = `CREATE TABLE moments (at timestamptz NOT NULL, at_text timestamptz NOT NULL, local timestamp NOT NULL,
  day date NOT NULL, day_date date NOT NULL, span interval NOT NULL, amounts numeric[] NOT NULL, days date[] NOT NULL,
  stamps timestamptz[] NOT NULL)`;
const ROW = `INSERT INTO moments VALUES ('2026-03-01 12:34:56.789-03', '2026-03-01 12:34:56.789-03', '2026-03-01 09:00:00',
  '2026-03-01', '2026-02-28', '1 day 02:03:04', '{1.50,20}', '{2026-03-01,2026-12-31}', '{"2026-03-01 00:00:00+00","2026-04-01 10:00:00+00"}')`;

/** Drizzle on a PGlite as it comes, and on one whose text types are set once: each with the table and one row. */
let plain: PGlite;
let once: PGlite;
let ownParsers: ReturnType<typeof textTypesOnce>['ownParsers'];
let drizzleOnce: PGlite;
beforeAll(async () => {
  [plain, once] = await Promise.all([PGlite.create(), PGlite.create()]);
  for (const client of [plain, once]) await client.exec(`${CREATE}; ${ROW};`);
  ({ drizzleClient: drizzleOnce, ownParsers } = textTypesOnce(once));
});
afterAll(async () => {
  await Promise.all([plain.close(), once.close()]);
});

/** The `parsers` option of each query `client` is asked while `run` runs. */
async function parsersAsked(client: PGlite, run: () => Promise<unknown>): Promise<QueryOptions['parsers'][]> {
  const asked: QueryOptions['parsers'][] = [];
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    asked.push(options?.parsers);
    return query(text, params, options);
  }) as typeof client.query;
  try {
    await run();
  } finally {
    client.query = query;
  }
  return asked;
}

describe('text types set once on the PGlite instance', () => {
  it('gives drizzle the same values as its per-query parsers, in selects, raw SQL and transactions', async () => {
    const before = drizzle({ client: plain });
    const after = drizzle({ client: drizzleOnce });
    const read = async (db: typeof before) => ({
      select: await db.select().from(moments),
      raw: (await db.execute(sql`SELECT at, local, day, span, amounts, stamps FROM moments`)).rows,
      tx: await db.transaction(async (tx) => tx.select().from(moments)),
    });
    const expected = await read(before);
    expect(expected.select[0]).toMatchObject({ at: new Date('2026-03-01T15:34:56.789Z'), day: '2026-03-01', span: '1 day 02:03:04', amounts: ['1.50', '20'] });
    expect(await read(after)).toEqual(expected);
  });

  it('keeps PGlite’s own parsers for the queries that pass them (pg-boss reads timestamps as dates)', async () => {
    const { rows } = await once.query<{ at: unknown; day: unknown }>('SELECT at, day FROM moments WHERE $1::int = 1', [1], { parsers: ownParsers });
    expect(rows[0]).toEqual({ at: new Date('2026-03-01T15:34:56.789Z'), day: new Date('2026-03-01T00:00:00.000Z') });
    const [exec] = await once.exec('SELECT at FROM moments', { parsers: ownParsers });
    expect(exec!.rows[0]).toEqual({ at: new Date('2026-03-01T15:34:56.789Z') });
  });

  it('sets the very types drizzle asks as text on each query', async () => {
    const asked = await parsersAsked(plain, async () => {
      const db = drizzle({ client: plain });
      await db.select().from(moments);
      await db.execute(sql`SELECT 1`);
    });
    const sorted = (oids: number[]) => [...oids].sort((a, b) => a - b);
    const keys = (parsers: QueryOptions['parsers']) => sorted(Object.keys(parsers ?? {}).map(Number));
    expect(asked.map(keys)).toEqual([sorted(DRIZZLE_TEXT_TYPES), sorted(DRIZZLE_TEXT_TYPES)]);
  });

  it('sends drizzle’s queries without parsers of their own, so PGlite does not merge them into its own each time', async () => {
    const seen = await parsersAsked(once, () => drizzle({ client: drizzleOnce }).select().from(moments));
    expect(seen).toEqual([undefined]);
  });
});
