import { validateMatch, type SetPoints } from '@areia/shared/core/rules/score';
import { brasiliaToday, scoreOpensAt, scoreTooEarly } from '@areia/shared/core/rules/lifecycle';
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { messages as m } from '../messages';

/** The three set rows as typed: `a` for the game's team A, `b` for team B. */
export interface SetInput {
  a: string;
  b: string;
}

export function emptySets(): SetInput[] {
  return [
    { a: '', b: '' },
    { a: '', b: '' },
    { a: '', b: '' },
  ];
}

/** The saved sets in the inputs (always three rows; an unplayed third set stays empty). */
export function setsToInputs(sets: readonly SetPoints[] | null | undefined): SetInput[] {
  const rows = emptySets();
  (sets ?? []).slice(0, 3).forEach((set, index) => {
    rows[index] = { a: String(set.a), b: String(set.b) };
  });
  return rows;
}

export type ParsedSets = { ok: true; sets: SetPoints[] } | { ok: false; message: string; set?: number };

/**
 * Typed rows → sets, checked by the shared score rule before anything is sent, so the message names the set exactly
 * as the API's would. Empty trailing rows are sets not played; a half-filled row is refused.
 */
export function parseSets(rows: readonly SetInput[]): ParsedSets {
  const sets: SetPoints[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    const a = row.a.trim();
    const b = row.b.trim();
    const number = index + 1;
    if (a === '' && b === '') {
      if (rows.slice(index + 1).some((later) => later.a.trim() !== '' || later.b.trim() !== '')) {
        return { ok: false, message: m.setIncomplete(number), set: number };
      }
      break;
    }
    if (a === '' || b === '') return { ok: false, message: m.setIncomplete(number), set: number };
    if (!/^\d{1,2}$/.test(a) || !/^\d{1,2}$/.test(b)) return { ok: false, message: m.setNotNumber(number), set: number };
    sets.push({ a: Number(a), b: Number(b) });
  }
  const result = validateMatch(sets);
  if (!result.ok) {
    const named = /^Set (\d)/.exec(result.message);
    return { ok: false, message: result.message, set: named ? Number(named[1]) : undefined };
  }
  return { ok: true, sets };
}

/**
 * While the server would still refuse a score (shared/src/core/rules/lifecycle.ts, scoreTooEarly), when it opens:
 * "Placar abre às 14:00" on the day, with the date before it; null once it may be entered (or the game has no time).
 */
export function scoreOpening(scheduledAt: string | null, now: Date): string | null {
  const at = scheduledAt === null ? null : new Date(scheduledAt);
  if (!scoreTooEarly(at, now)) return null;
  const opens = scoreOpensAt(at)!;
  const today = brasiliaToday(now);
  return opens < today.end ? m.scoreOpensToday(formatTime(opens)) : m.scoreOpensOn(formatShortDate(opens), formatTime(opens));
}
