/** A `\uD800`–`\uDFFF` escape somewhere in a JSON text: the cheap test before `holdsLoneSurrogate` parses it. */
export const LONE_SURROGATE_ESCAPE_HINT = /\\u[dD][89a-fA-F]/;

/** With the u flag, \p{Cs} matches only a surrogate that is not half of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a JSON text holds a string (or a key) with a lone surrogate, written as an escape (`"\ud800"`): valid JSON
 * and valid UTF-8 bytes, but no Unicode text. False for text that is not JSON (the route's own parsing refuses it).
 */
export function holdsLoneSurrogate(text: string): boolean {
  let found = false;
  try {
    JSON.parse(text, (key, value: unknown) => {
      if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) found = true;
      return value;
    });
  } catch {
    return false;
  }
  return found;
}
