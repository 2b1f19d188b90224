import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nicknameSchema } from '../schemas/user';
import { NICKNAME_CHARACTERS_INVALID, NICKNAME_INVALID, NICKNAME_TOO_LONG, foldNickname, validateNickname } from './nickname';

describe('nickname', () => {
  it('needs at least two characters after trimming', () => {
    expect(validateNickname('Jo')).toBeUndefined();
    expect(validateNickname(' J ')).toBe(NICKNAME_INVALID);
    expect(validateNickname('')).toBe(NICKNAME_INVALID);
  });

  it('refuses invisible, control, format and bidi characters, newlines and odd spaces', () => {
    for (const value of ['\u200b\u200b', 'Ana\u200b', '\u3164\u3164', '\u2800\u2800', 'Ana\u202Eevil', 'Ana\nBeta', 'Ana\tBeta', 'Ana\u00a0Beta', 'A\u2028B', 'Ana\u200dBia', 'Ana\ufe0f', 'Z\u0301\u0302\u0303\u0304']) {
      expect(validateNickname(value), JSON.stringify(value)).toBe(NICKNAME_CHARACTERS_INVALID);
    }
  });

  it('needs a letter or digit: not only spaces or punctuation', () => {
    expect(validateNickname('   ')).toBe(NICKNAME_INVALID);
    expect(validateNickname('!!')).toBe(NICKNAME_INVALID);
    expect(validateNickname('J.')).toBeUndefined();
  });

  it('accepts accents, emoji and other scripts, and counts characters, not UTF-16 units', () => {
    for (const value of ['José', 'Zé 🏐', 'Дмитрий', 'Ελένη', '李小龙', 'Nguyễn']) expect(validateNickname(value), value).toBeUndefined();
    expect(validateNickname(`Z${'🏐'.repeat(29)}`)).toBeUndefined();
    expect(validateNickname('🏐🏐')).toBe(NICKNAME_INVALID);
    expect(validateNickname('a'.repeat(31))).toBe(NICKNAME_TOO_LONG);
  });

  it('the shared schema stores NFC, trimmed, with the same messages as the forms', () => {
    expect(nicknameSchema.parse('  Jose\u0301 ')).toBe('José');
    expect(nicknameSchema.safeParse('Demo\u200b').error?.issues[0]?.message).toBe(NICKNAME_CHARACTERS_INVALID);
    expect(nicknameSchema.safeParse(' ').error?.issues[0]?.message).toBe(NICKNAME_INVALID);
  });

  it('folds case, accents, look-alike letters, spaces and invisible characters to one key', () => {
    const demo = foldNickname('Demo');
    for (const value of ['DEMO', 'démo', 'Dеmo' /* Cyrillic е */, 'Dεmo' /* Greek ε */, 'D e m o', 'Ｄｅｍｏ' /* full-width */, 'Demo\u200b', 'ᴰemo'.normalize('NFKC')]) {
      expect(foldNickname(value), value).toBe(demo);
    }
    expect(foldNickname('Дмитрий')).not.toBe(foldNickname('Demo'));
    expect(foldNickname('Ana')).not.toBe(foldNickname('Ane'));
  });

  it('property: a nickname that passes validation parses with the schema, and folding is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (value) => {
        const problem = validateNickname(value);
        const parsed = nicknameSchema.safeParse(value);
        expect(parsed.success, JSON.stringify(value)).toBe(problem === undefined);
        if (!parsed.success) expect(parsed.error.issues[0]!.message).toBe(problem);
        expect(foldNickname(foldNickname(value))).toBe(foldNickname(value));
      }),
      { numRuns: 500 },
    );
  });
});
