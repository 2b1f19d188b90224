import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_CAP_MS, firstScreenSettled, type ScreenHost } from './first-screen';

/** A page stand-in: `load` fired by hand, timers and idle callbacks on vitest's fake clock. */
function host(readyState: DocumentReadyState = 'loading') {
  const onLoad: (() => void)[] = [];
  const page: ScreenHost & { load: () => void } = {
    document: { readyState },
    addEventListener: (_type, listener) => void onLoad.push(listener),
    setTimeout: (run, ms) => setTimeout(run, ms),
    requestIdleCallback: (run) => setTimeout(run, 50),
    load: () => {
      page.document.readyState = 'complete';
      for (const listener of onLoad.splice(0)) listener();
    },
  };
  return page;
}

/** Whether `promise` has settled once the fake clock has run `ms`. */
async function settledAfter(promise: Promise<void>, ms: number) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe('the first screen settled', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  /** A query that answers when `answer` is called. */
  function pending(key: string) {
    let answer: () => void = () => {};
    // Cleared unanswered at the end of a test: the cancelled fetch rejects.
    client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = () => resolve(key))) }).catch(() => undefined);
    return () => answer();
  }

  it('waits for the page to mount, the document to load and every query to answer, then for an idle moment', async () => {
    const page = host();
    let mount: () => void = () => {};
    const mounted = new Promise<void>((resolve) => (mount = resolve));
    const session = pending('me');
    const settled = firstScreenSettled(client, page, mounted);

    expect(await settledAfter(settled, 500)).toBe(false);
    mount();
    expect(await settledAfter(settled, 500)).toBe(false);
    page.load();
    expect(await settledAfter(settled, 500)).toBe(false);
    // The session answers, and the page asks for its own data right after: still not settled.
    session();
    const data = pending('home');
    expect(await settledAfter(settled, 500)).toBe(false);
    data();
    expect(await settledAfter(settled, 500)).toBe(true);
  });

  it('waits for the queries a page starts in the effects after it mounts', async () => {
    const page = host('complete');
    let answer: () => void = () => {};
    const settled = firstScreenSettled(client, page, Promise.resolve());
    setTimeout(() => (answer = pending('championships')), 10);
    expect(await settledAfter(settled, 500)).toBe(false);
    answer();
    expect(await settledAfter(settled, 500)).toBe(true);
  });

  it('settles at once for a loaded page that asks nothing, after an idle moment', async () => {
    const settled = firstScreenSettled(client, host('complete'), Promise.resolve());
    expect(await settledAfter(settled, 10)).toBe(false);
    expect(await settledAfter(settled, 100)).toBe(true);
  });

  it('does not wait longer than its cap for a screen that keeps asking or never mounts', async () => {
    pending('stream');
    const settled = firstScreenSettled(client, host('complete'), new Promise<void>(() => {}));
    expect(await settledAfter(settled, FIRST_SCREEN_CAP_MS - 1)).toBe(false);
    expect(await settledAfter(settled, 1)).toBe(true);
  });
});
