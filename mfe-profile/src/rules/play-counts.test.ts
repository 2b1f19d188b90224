import { describe, expect, it } from 'vitest';
import { playCountText, playHint } from './play-counts';

describe('playCountText', () => {
  it('shows the count, "20+" past the cap, the dots while counting and a dash when it failed', () => {
    expect(playCountText({ count: 3, more: false }, false, '...', '—')).toBe('3');
    expect(playCountText({ count: 0, more: false }, false, '...', '—')).toBe('0');
    expect(playCountText({ count: 20, more: true }, false, '...', '—')).toBe('20+');
    expect(playCountText(undefined, false, '...', '—')).toBe('...');
    expect(playCountText(undefined, true, '...', '—')).toBe('—');
  });
});

describe('playHint', () => {
  const zero = { count: 0, more: false };
  it('says nothing is there only once every count, invitations included, is known to be zero', () => {
    expect(playHint({ settled: true, failed: false, counts: [zero, zero], invitationsZero: true })).toBe('empty');
    expect(playHint({ settled: true, failed: false, counts: [zero, zero], invitationsZero: false })).toBe('create');
    expect(playHint({ settled: true, failed: false, counts: [zero, { count: 1, more: false }], invitationsZero: true })).toBe('create');
    expect(playHint({ settled: false, failed: false, counts: [zero, zero], invitationsZero: true })).toBe('counting');
    expect(playHint({ settled: true, failed: false, counts: [undefined, undefined], invitationsZero: true })).toBe('counting');
    expect(playHint({ settled: true, failed: true, counts: [undefined, undefined], invitationsZero: true })).toBe('failed');
  });
});
