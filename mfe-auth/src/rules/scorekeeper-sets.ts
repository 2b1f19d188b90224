import { setError, validateMatch, type SetPoints } from '@areia/shared/core/rules/score';

/**
 * The scorekeeper screen's set entry (/placar/:token, mfe-auth/src/pages/scorekeeper-page.tsx): +1 per team on the
 * current set, "Próximo set" once the current one is over, "Enviar resultado" once the match is. What is sent is judged again by the API with the same rule
 * (shared/src/core/rules/score.ts validateMatch); these only keep the buttons honest.
 */

export const MAX_SETS = 3;
const MAX_POINTS = 99;

/** The sets as entered, with at least one (the current, last) set. */
export const startSets = (live: readonly SetPoints[] | null | undefined): SetPoints[] => (live && live.length > 0 ? live.map((set) => ({ ...set })) : [{ a: 0, b: 0 }]);

/** +1 (or -1, to undo a wrong tap) to one team on the current set; points stay within 0..99. */
export function addPoint(sets: readonly SetPoints[], team: 'a' | 'b', delta: 1 | -1 = 1): SetPoints[] {
  const next = startSets(sets);
  const current = next[next.length - 1]!;
  current[team] = Math.min(MAX_POINTS, Math.max(0, current[team] + delta));
  return next;
}

/** Whether the current set is a finished set by the rule (so the next may start), and the match not yet decided. */
export function mayStartNextSet(sets: readonly SetPoints[]): boolean {
  if (sets.length === 0 || sets.length >= MAX_SETS) return false;
  if (setError(sets.length, sets[sets.length - 1]!) !== null) return false;
  return !validateMatch(sets).ok;
}

export function startNextSet(sets: readonly SetPoints[]): SetPoints[] {
  return mayStartNextSet(sets) ? [...startSets(sets), { a: 0, b: 0 }] : startSets(sets);
}

/** Why "Enviar resultado" is refused (pt-BR, the rule's sentence), or null when the sets make a finished match. */
export function resultRefusal(sets: readonly SetPoints[]): string | null {
  const result = validateMatch(sets);
  return result.ok ? null : result.message;
}
