export const NICKNAME_INVALID = 'O apelido deve conter pelo menos dois caracteres';
export const NICKNAME_CHARACTERS_INVALID = 'O apelido não pode conter caracteres invisíveis, de controle ou quebras de linha';
export const NICKNAME_TOO_LONG = 'O apelido deve ter no máximo 30 caracteres';
export const NICKNAME_MAX_LENGTH = 30;

/**
 * Characters that show nothing or change how the text around them is shown: controls (newlines, tabs), format
 * characters (zero-width space/joiners, bidi overrides such as U+202E), private-use and unassigned code points,
 * line/paragraph separators, default-ignorables (U+3164 Hangul filler, variation selectors…), the blank Braille
 * pattern U+2800, and any space other than the plain one (U+00A0, U+3000…).
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800\u115F\u1160\u3164\uFFA0]|(?! )\s/u;
/** More than two combining marks on one letter ("Zalgo" text) draws over the lines around it. */
const MARK_PILE = /\p{M}{3,}/u;

/** The form a nickname is stored and compared in: NFC, outer spaces trimmed. */
export function normalizeNickname(value: string): string {
  return value.normalize('NFC').trim();
}

export function hasOnlyVisibleCharacters(value: string): boolean {
  return !FORBIDDEN.test(value) && !MARK_PILE.test(value.normalize('NFD'));
}

/** At least two characters once trimmed, and at least one letter or digit (not only spaces or punctuation). */
export function isValidNickname(value: string): boolean {
  const trimmed = normalizeNickname(value);
  return trimmed.length >= 2 && /[\p{L}\p{N}]/u.test(trimmed);
}

/** The first problem with a nickname as typed, in pt-BR, or undefined: the sign-up and profile forms and the API agree. */
export function validateNickname(value: string): string | undefined {
  if (!hasOnlyVisibleCharacters(value)) return NICKNAME_CHARACTERS_INVALID;
  if (!isValidNickname(value)) return NICKNAME_INVALID;
  if ([...normalizeNickname(value)].length > NICKNAME_MAX_LENGTH) return NICKNAME_TOO_LONG;
  return undefined;
}

/**
 * Cyrillic and Greek letters that look like Latin ones (lower case; folding lower-cases first). Not the whole
 * Unicode confusables table, but the look-alikes a keyboard or a copy-paste gives in practice.
 */
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', і: 'i', ї: 'i', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l', ɡ: 'g', ү: 'y', ә: 'e', ӕ: 'ae',
  // Greek
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y',
  ϲ: 'c', ϳ: 'j', ϛ: 's', ζ: 'z', μ: 'u',
  // Latin look-alikes of other Latin letters
  ı: 'i', ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ŀ: 'l', ſ: 's', ß: 'ss', æ: 'ae', œ: 'oe', ŧ: 't',
};

/**
 * The comparison key for nickname uniqueness: compatibility-decomposed (full-width and styled letters become plain
 * ones), accents and other marks removed, lower-cased, look-alike letters mapped to Latin, invisible characters and
 * spaces removed. "Demo", "DEMO", "Démo", "D e m o" and Cyrillic "Dеmo" all fold to "demo".
 */
export function foldNickname(value: string): string {
  const decomposed = value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  let folded = '';
  for (const char of decomposed) folded += CONFUSABLES[char] ?? char;
  return folded.replace(/[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\u115F\u1160\u3164\uFFA0]/gu, '').normalize('NFC');
}
