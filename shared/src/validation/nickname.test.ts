import { describe, expect, it } from 'vitest';
import { NICKNAME_INVALID, validateNickname } from './nickname';

describe('nickname', () => {
  it('needs at least two characters after trimming', () => {
    expect(validateNickname('Jo')).toBeUndefined();
    expect(validateNickname(' J ')).toBe(NICKNAME_INVALID);
    expect(validateNickname('')).toBe(NICKNAME_INVALID);
  });
});
