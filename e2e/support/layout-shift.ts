import type { Page, Route } from '@playwright/test';
import { apiUrl } from './session';

/** A `layout-shift` entry as the page reported it, with what moved (for the failure message). */
export interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: { node: string; from: string; to: string }[];
}

declare global {
  interface Window {
    __areiaShifts?: Shift[];
  }
}

/**
 * Records every `layout-shift` entry of the page from its first frame (an init script, so the observer is there before
 * any of the app's code runs).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__areiaShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(removido)';
      const id = node.getAttribute('data-testid') ?? node.id;
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${id ? `[${id}]` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''} "${text}"`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((s) => ({ node: describe(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shifts not caused by input (what CLS counts; their sum bounds every CLS session window), and a report. */
export async function layoutShifts(page: Page): Promise<{ total: number; report: string }> {
  const shifts = (await page.evaluate(() => window.__areiaShifts ?? [])).filter((shift) => !shift.hadRecentInput);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const report = shifts
    .map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.map((s) => `${s.node} ${s.from} → ${s.to}`).join('; ')}`)
    .join('\n');
  return { total, report };
}

/** Two animation frames: whatever the last answer changed has been laid out and painted. */
const painted = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Holds every API answer and lets them through one at a time, each followed by a painted frame: the slowest order a
 * phone on a bad network can see, where every late block lands on a screen that has already been painted. A block
 * that does not keep its room then moves what is below it, and `layoutShifts` sees it.
 */
export async function answerOneAtATime(page: Page) {
  const held: Route[] = [];
  await page.route(`${apiUrl()}/**`, (route) => {
    held.push(route);
  });
  const releaseNext = async () => {
    const route = held.shift();
    if (!route) return false;
    const request = route.request();
    const answered = request.response();
    await route.continue();
    const response = await answered.catch(() => null);
    // A live stream never ends: its headers are its answer.
    if (response && !(response.headers()['content-type'] ?? '').includes('text/event-stream')) await response.finished().catch(() => undefined);
    await painted(page);
    return true;
  };
  return {
    /**
     * Answers the held requests one by one until `ready` holds and nothing more is asked for over a few painted
     * frames (an answer often leads to the next request: the page's data, then its late blocks).
     */
    async settle(ready: () => Promise<boolean>) {
      let quiet = 0;
      while (quiet < 5) {
        if (await releaseNext()) {
          quiet = 0;
          continue;
        }
        await painted(page);
        quiet = (await ready()) ? quiet + 1 : 0;
      }
    },
  };
}
