// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LIVE_FALLBACK_MS, championshipTopicKeys, keysOf, useLiveChampionship } from './use-live-championship';

/** An EventSource the test drives: it opens, sends events and fails on command. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  send(data: unknown) {
    this.dispatchEvent(new MessageEvent('change', { data: JSON.stringify(data) }));
  }
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

let client: QueryClient;
let invalidated: string[];
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  client = new QueryClient();
  invalidated = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(JSON.stringify(filters?.queryKey));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const keys = championshipTopicKeys('m1', 'c1');

describe('useLiveChampionship', () => {
  it('invalidates the queries of the topics an event names, and only those', () => {
    const { unmount } = renderHook(() => useLiveChampionship('c1', keys), { wrapper });
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toMatch(/\/api\/live\/championships\/c1$/);
    source.open();
    source.send({ championshipId: 'c1', version: 7, topics: ['games'] });
    expect(invalidated).toEqual(keysOf(keys, ['games']).map((key) => JSON.stringify(key)));
    expect(invalidated).toHaveLength(3);
    // Another championship's event changes nothing here.
    source.send({ championshipId: 'c2', version: 8, topics: ['championship'] });
    expect(invalidated).toHaveLength(3);
    unmount();
    expect(source.closed).toBe(true);
  });

  it('never polls while the stream is open, re-reads every 15 s while it is not, and opens a closed one again', async () => {
    renderHook(() => useLiveChampionship('c1', keys), { wrapper });
    const source = FakeEventSource.opened[0]!;
    source.open();
    await vi.advanceTimersByTimeAsync(LIVE_FALLBACK_MS * 3);
    expect(invalidated).toHaveLength(0);

    source.fail(false);
    await vi.advanceTimersByTimeAsync(LIVE_FALLBACK_MS);
    expect(invalidated).toHaveLength(5);
    // Back, with no event seen before (no Last-Event-ID to resume from): one re-read as it opens, then no polling.
    source.open();
    expect(invalidated).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(LIVE_FALLBACK_MS * 2);
    expect(invalidated).toHaveLength(10);

    source.fail(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('re-reads everything once when a stream opens again after one was lost (a phone back online)', async () => {
    renderHook(() => useLiveChampionship('c1', keys), { wrapper });
    FakeEventSource.opened[0]!.open();
    expect(invalidated).toHaveLength(0);
    FakeEventSource.opened[0]!.fail(true);
    await vi.advanceTimersByTimeAsync(5_000);
    FakeEventSource.opened[1]!.open();
    expect(invalidated).toHaveLength(5);
  });

  it('re-reads everything once when a page that opened without a stream (offline, its answers kept) finally gets one', () => {
    renderHook(() => useLiveChampionship('c1', keys), { wrapper });
    // The browser retries by itself (CONNECTING): the same source, never open before, so no Last-Event-ID to catch up.
    FakeEventSource.opened[0]!.fail(false);
    FakeEventSource.opened[0]!.open();
    expect(invalidated).toHaveLength(5);
    // Open without a miss since: the stream carries what changes, nothing is re-read.
    FakeEventSource.opened[0]!.send({ championshipId: 'c1', version: 2, topics: ['games'] });
    expect(invalidated).toHaveLength(8);
  });
});
