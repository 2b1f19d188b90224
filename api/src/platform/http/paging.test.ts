import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { NEXT_CURSOR_HEADER } from '@areia/shared/core/schemas/paging';
import { answerPage, decodeCursor, encodeCursor, PAGE_BYTES_MAX } from './paging';
import { z } from 'zod';

type Row = { id: number; text: string };
const rowsOf = (texts: string[]) => texts.map((text, id) => ({ id, text }));

/** One answer of answerPage over `rows` (already read with one row more than `limit`). */
async function answer(rows: Row[], limit: number, maxBytes?: number, present = (page: Row[]): (Row | undefined)[] => page) {
  const app = new Hono().get('/', (c) => answerPage(c, rows, limit, (row) => [row.id], present, maxBytes));
  const response = await app.request('/');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const next = response.headers.get(NEXT_CURSOR_HEADER);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bytes: bytes.byteLength,
    text,
    items: JSON.parse(text) as Row[],
    after: next ? decodeCursor(next, z.tuple([z.number()]))![0] : undefined,
  };
}

describe('answerPage', () => {
  it('a short list: every row, no cursor, the body c.json would write', async () => {
    const rows = rowsOf(['a', 'b', 'c']);
    const page = await answer(rows, 5);
    expect(page.status).toBe(200);
    expect(page.contentType).toBe('application/json');
    expect(page.text).toBe(JSON.stringify(rows));
    expect(page.after).toBeUndefined();
  });

  it('the extra row read past the limit is left out and the cursor points at the last row sent', async () => {
    const page = await answer(rowsOf(['a', 'b', 'c', 'd']), 3);
    expect(page.items.map((row) => row.id)).toEqual([0, 1, 2]);
    expect(page.after).toBe(2);
  });

  it('an empty list is [] with no cursor', async () => {
    const page = await answer([], 50);
    expect(page.text).toBe('[]');
    expect(page.after).toBeUndefined();
  });

  it('stops before the row that would pass the byte budget, counting UTF-8 bytes (ã is 2)', async () => {
    // Each item: {"id":N,"text":"ããã…"} — 100 'ã' are 200 bytes.
    const rows = rowsOf(Array.from({ length: 10 }, () => 'ã'.repeat(100)));
    const one = Buffer.byteLength(JSON.stringify(rows[0]));
    const maxBytes = 2 + one * 4 + 3; // exactly four items and their commas
    const page = await answer(rows, 10, maxBytes);
    expect(page.items.map((row) => row.id)).toEqual([0, 1, 2, 3]);
    expect(page.bytes).toBe(maxBytes);
    expect(page.after).toBe(3);
    // One byte less and the fourth row waits for the next page.
    const smaller = await answer(rows, 10, maxBytes - 1);
    expect(smaller.items).toHaveLength(3);
    expect(smaller.after).toBe(2);
  });

  it('a row wider than the budget is still sent alone, so a page is never empty while rows remain', async () => {
    const page = await answer(rowsOf(['x'.repeat(500), 'y']), 10, 100);
    expect(page.items.map((row) => row.id)).toEqual([0]);
    expect(page.after).toBe(0);
  });

  it('rows not shown (undefined) take no bytes but still move the cursor', async () => {
    const rows = rowsOf(['a', 'b', 'c', 'd']);
    const page = await answer(rows, 3, undefined, (page) => page.map((row) => (row.id === 1 ? undefined : row)));
    expect(page.items.map((row) => row.id)).toEqual([0, 2]);
    expect(page.after).toBe(2);
    const last = await answer(rows.slice(0, 2), 3, undefined, (page) => page.map((row) => (row.id === 1 ? undefined : row)));
    expect(last.items.map((row) => row.id)).toEqual([0]);
    expect(last.after).toBeUndefined();
  });

  it('after rows not shown, a wide row is still sent: the page is never an empty array with a cursor', async () => {
    const rows = rowsOf(['a', 'x'.repeat(500), 'b']);
    const page = await answer(rows, 10, 100, (page) => page.map((row) => (row.id === 0 ? undefined : row)));
    expect(page.items.map((row) => row.id)).toEqual([1]);
    expect(page.after).toBe(1);
  });

  it('a walk following the cursor sees every row once, in order, each page within the budget', async () => {
    // Widths from 1 to ~3 KB, pseudo-random but fixed, so both the limit and the budget end pages.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const all = rowsOf(Array.from({ length: 400 }, () => 'ẽ'.repeat(1 + Math.floor(random() * 1000))));
    const maxBytes = 20_000;
    for (const limit of [1, 7, 50, 100]) {
      const seen: number[] = [];
      let after: number | undefined;
      let pages = 0;
      do {
        const start = after === undefined ? 0 : after + 1;
        // What the handler's query would read: the rows after the cursor, one more than the limit.
        const page = await answer(all.slice(start, start + limit + 1), limit, maxBytes);
        expect(page.bytes).toBeLessThanOrEqual(maxBytes);
        expect(page.items.length).toBeGreaterThan(0);
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...page.items.map((row) => row.id));
        after = page.after;
        pages += 1;
      } while (after !== undefined);
      expect(seen).toEqual(all.map((row) => row.id));
      expect(pages).toBeGreaterThanOrEqual(Math.ceil(all.length / limit));
    }
  });

  it('the budget stays under the 100 KB every read answer must keep to', () => {
    expect(PAGE_BYTES_MAX).toBeLessThan(100_000);
    expect(encodeCursor([1])).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
