// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedAnswerAt, clearOfflineApiCache, noteApiAnswer, subscribeCachedAnswer } from './offline-cache';

afterEach(() => {
  noteApiAnswer(null);
  vi.unstubAllGlobals();
});

describe('cached API answers', () => {
  it('remembers the time of an answer from the service worker cache until a network answer comes', () => {
    const seen: (string | null)[] = [];
    const stop = subscribeCachedAnswer(() => seen.push(cachedAnswerAt()));
    noteApiAnswer('2026-11-23T17:15:00.000Z');
    noteApiAnswer('2026-11-23T17:15:00.000Z');
    expect(cachedAnswerAt()).toBe('2026-11-23T17:15:00.000Z');
    noteApiAnswer(undefined);
    expect(cachedAnswerAt()).toBeNull();
    stop();
    noteApiAnswer('2026-11-23T18:00:00.000Z');
    expect(seen).toEqual(['2026-11-23T17:15:00.000Z', null]);
  });

  it('clearing drops the API cache and the mark', () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    noteApiAnswer('2026-11-23T17:15:00.000Z');
    clearOfflineApiCache();
    expect(remove).toHaveBeenCalledWith('areia-api');
    expect(cachedAnswerAt()).toBeNull();
  });
});
