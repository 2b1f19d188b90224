import { describe, expect, it } from 'vitest';
import { holdsLoneSurrogate, LONE_SURROGATE_ESCAPE_HINT } from './json-text';

describe('holdsLoneSurrogate', () => {
  it('finds a lone high or low surrogate escape in a value or a key, at any depth', () => {
    for (const text of ['{"reason":"a\\u200b\\ud800"}', '{"a":["x","\\udc00y"]}', '{"\\ud83d":1}', '"\\uDBFF"']) {
      expect(LONE_SURROGATE_ESCAPE_HINT.test(text)).toBe(true);
      expect(holdsLoneSurrogate(text)).toBe(true);
    }
  });

  it('passes a pair written as escapes, emoji as bytes, an escaped backslash and text that is not JSON', () => {
    for (const text of ['{"reason":"\\ud83c\\udfd0 vôlei"}', '{"reason":"🏐"}', '{"path":"C:\\\\ud800"}', '{"reason":"\\ud800', 'null']) {
      expect(holdsLoneSurrogate(text)).toBe(false);
    }
  });
});
