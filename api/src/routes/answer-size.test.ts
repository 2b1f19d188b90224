import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@areia/shared/core/schemas/paging';
import { PAGE_BYTES_MAX } from '../platform/http/paging';
import { VOLEI, createTestContext, loginDemo, type TestContext } from '../test/context';
import { fillWorstCase, type WorstCase } from '../test/worst-case';

/** No answer larger than 100 KB from any read endpoint, at any table size. */
const ANSWER_BYTES_MAX = 100_000;
const COPACABANA = 'latitude=-22.9711&longitude=-43.1822';

let ctx: TestContext;
let demo: { token: string; userId: string };
let worst: WorstCase;
beforeAll(async () => {
  ctx = await createTestContext();
  demo = await loginDemo(ctx.app);
  worst = await fillWorstCase(ctx.deps, demo.userId);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

/** The decoded body's size in bytes (no Accept-Encoding is sent, so nothing is compressed). */
async function measure(url: string, token: string | undefined = demo.token) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await ctx.app.request(url, { headers });
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, bytes: body.byteLength, text: new TextDecoder().decode(body), next: response.headers.get(NEXT_CURSOR_HEADER) };
}

const sizes: [string, number, number | string][] = [];
afterAll(() => {
  // The table the report quotes: endpoint, bytes, rows.
  console.log(sizes.map(([url, bytes, rows]) => `${String(bytes).padStart(8)} B  ${String(rows).padStart(4)}  ${url}`).join('\n'));
});

describe('every paged list stays under 100 KB with worst-case rows', () => {
  const lists = () => [
    `/api/players/${VOLEI}`,
    `/api/players/${VOLEI}?search=a`,
    '/api/arenas',
    '/api/arenas?search=Arena',
    `/api/arenas?${COPACABANA}`,
    `/api/championships/${VOLEI}`,
    `/api/championships/${VOLEI}?filter=soon`,
    `/api/championships/${VOLEI}?filter=registered`,
    `/api/championships/${VOLEI}?search=${encodeURIComponent('ẽẽẽ')}`,
    '/api/organizer/championships',
    '/api/invitations',
    // Bounded by the rules (≤ 64 teams of 6) and read whole, but answered in pages all the same.
    `/api/championships/${VOLEI}/${worst.full.id}/teams`,
    `/api/championships/${VOLEI}/${worst.full.id}/games`,
  ];

  it('at the default limit and at limit=100, each page is a JSON array within the byte budget, cut early when the rows are wide', async () => {
    let cut = 0;
    for (const list of lists()) {
      for (const limit of [undefined, 100]) {
        const url = limit ? `${list}${list.includes('?') ? '&' : '?'}limit=${limit}` : list;
        const answer = await measure(url);
        expect(answer.status, url).toBe(200);
        const rows = JSON.parse(answer.text) as unknown[];
        sizes.push([url, answer.bytes, rows.length]);
        expect(Array.isArray(rows)).toBe(true);
        expect(answer.bytes, url).toBeLessThanOrEqual(PAGE_BYTES_MAX);
        expect(answer.bytes, url).toBeLessThanOrEqual(ANSWER_BYTES_MAX);
        expect(rows.length, url).toBeGreaterThan(0);
        // Worst-case rows are more than one page's worth: the budget, not the limit, ended this page.
        if (answer.next && rows.length < (limit ?? (list.includes(worst.full.id) ? 100 : 50))) cut += 1;
      }
    }
    // Every list above has worst-case rows far past 96 KB at limit=100.
    expect(cut).toBeGreaterThanOrEqual(lists().length);
  });
});

/** Every id a list answers, following X-Next-Cursor from the first page to the last; each page within the budget. */
async function walk(list: string, limit: number): Promise<{ ids: string[]; pages: number; cut: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let cut = 0;
  do {
    const url = `${list}${list.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const answer = await measure(url);
    expect(answer.status, url).toBe(200);
    expect(answer.bytes, url).toBeLessThanOrEqual(PAGE_BYTES_MAX);
    const rows = JSON.parse(answer.text) as { id: string }[];
    expect(rows.length, url).toBeGreaterThan(0);
    if (answer.next && rows.length < limit) cut += 1;
    ids.push(...rows.map((row) => row.id));
    cursor = answer.next;
    pages += 1;
    expect(pages).toBeLessThan(500);
  } while (cursor);
  return { ids, pages, cut };
}

describe('pages cut by the byte budget skip and repeat nothing', () => {
  it.each([
    [`/api/players/${VOLEI}`],
    ['/api/arenas'],
    [`/api/arenas?${COPACABANA}`],
    [`/api/championships/${VOLEI}`],
    ['/api/organizer/championships'],
    ['/api/invitations'],
    ['teams'],
    ['games'],
  ])('%s: the walk at limit=100 (cut by bytes) lists the same rows, in the same order, as at limit=10 (cut by rows)', async (path) => {
    const list = path.startsWith('/') ? path : `/api/championships/${VOLEI}/${worst.full.id}/${path}`;
    const wide = await walk(list, 100);
    const narrow = await walk(list, 10);
    expect(wide.cut).toBeGreaterThan(0);
    expect(narrow.cut).toBe(0);
    expect(new Set(wide.ids).size).toBe(wide.ids.length);
    expect(wide.ids).toEqual(narrow.ids);
  });
});

describe('lists that are not paged stay under 100 KB at their rules’ maximum', () => {
  it('a full championship (64 teams of 6, every game) and the caller’s reads', async () => {
    const full = worst.full.id;
    const urls = [
      // The organizer's detail: teams named once (games and pool rows name them by id), the games in their own pages.
      `/api/organizer/championships/${full}`,
      `/api/championships/${VOLEI}/${full}`,
      `/api/championships/${VOLEI}/${full}/groups`,
      `/api/championships/${VOLEI}/${full}/results`,
      `/api/championships/${VOLEI}/${full}/calendar.ics`,
      `/api/calendar/${worst.calendarToken}.ics`,
      '/api/user/me',
      '/api/user/next-game',
      '/api/user/calendar',
      `/api/summary/${VOLEI}`,
      `/rest/v1/user_modalities?select=*&user_id=eq.${demo.userId}`,
      `/api/players/${VOLEI}/${worst.players[0]}`,
      `/api/arenas/${worst.arenas[0]}`,
    ];
    const over: string[] = [];
    for (const url of urls) {
      const answer = await measure(url);
      expect(answer.status, url).toBeLessThan(300);
      let rows: number | string = '';
      try {
        const parsed = JSON.parse(answer.text) as unknown;
        if (Array.isArray(parsed)) rows = parsed.length;
      } catch {
        rows = 'ics';
      }
      sizes.push([url, answer.bytes, rows]);
      if (answer.bytes > ANSWER_BYTES_MAX) over.push(`${url}: ${answer.bytes} B`);
    }
    expect(over).toEqual([]);
    const detail = sizes.find(([url]) => url === `/api/organizer/championships/${full}`)!;
    expect(detail[1]).toBeLessThanOrEqual(PAGE_BYTES_MAX);
  });

  it('the organizer’s games of a full championship come in pages within the budget: every game once, in order', async () => {
    const list = `/api/organizer/championships/${worst.full.id}/games`;
    const first = await measure(list);
    sizes.push([list, first.bytes, (JSON.parse(first.text) as unknown[]).length]);
    const wide = await walk(list, 100);
    const narrow = await walk(list, 10);
    expect(wide.ids).toHaveLength(worst.full.games);
    expect(new Set(wide.ids).size).toBe(worst.full.games);
    expect(wide.ids).toEqual(narrow.ids);
  });
});
