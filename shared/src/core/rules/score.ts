/**
 * Beach volleyball match score (FIVB): best of 3 sets; sets 1 and 2 to 21, set 3 to 15; a set is won by 2 points with
 * no cap (22–20, 30–28…). React-free: the API refuses with these messages (422) and the screens check before sending.
 */

export type SetPoints = { a: number; b: number };

export const SET_TARGETS = [21, 21, 15] as const;
export const SETS_TO_WIN = 2;

export type MatchResult = {
  ok: true;
  winner: 'a' | 'b';
  /** Sets won: what team_score / opponent_team_score hold. */
  setsA: number;
  setsB: number;
  /** Rally points of all sets (S and F of the tables). */
  pointsA: number;
  pointsB: number;
};
export type MatchRefusal = { ok: false; message: string };

const isPoints = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 99;

/** Why one finished set (1-based `number`) is impossible, or null when it is a valid final set score. */
export function setError(number: number, set: SetPoints): string | null {
  const label = `Set ${number}`;
  if (!isPoints(set.a) || !isPoints(set.b)) return `${label}: os pontos devem ser números inteiros de 0 a 99`;
  const target = SET_TARGETS[number - 1];
  if (target === undefined) return `${label}: uma partida tem no máximo 3 sets`;
  const high = Math.max(set.a, set.b);
  const low = Math.min(set.a, set.b);
  if (high === low) return `${label}: um set não termina empatado (${set.a} a ${set.b})`;
  if (high < target) return `${label}: o vencedor precisa chegar a ${target} pontos (${set.a} a ${set.b})`;
  if (high - low < 2) return `${label}: o set só termina com 2 pontos de diferença (${set.a} a ${set.b})`;
  if (high > target && high - low !== 2) {
    return `${label}: passando de ${target} pontos o set termina assim que alguém abre 2 de vantagem (${set.a} a ${set.b} é impossível)`;
  }
  return null;
}

/** A whole match: 2 sets (2–0) or 3 sets (the third only at 1–1). */
export function validateMatch(sets: readonly SetPoints[]): MatchResult | MatchRefusal {
  if (!Array.isArray(sets) || sets.length < 2) return { ok: false, message: 'Informe o placar de pelo menos 2 sets' };
  if (sets.length > 3) return { ok: false, message: 'Uma partida tem no máximo 3 sets' };
  let setsA = 0;
  let setsB = 0;
  let pointsA = 0;
  let pointsB = 0;
  for (let index = 0; index < sets.length; index += 1) {
    const set = sets[index]!;
    const number = index + 1;
    if (setsA === SETS_TO_WIN || setsB === SETS_TO_WIN) {
      return { ok: false, message: `Set ${number}: a partida já terminou ${Math.max(setsA, setsB)} a ${Math.min(setsA, setsB)} nos dois primeiros sets` };
    }
    const error = setError(number, set);
    if (error) return { ok: false, message: error };
    if (set.a > set.b) setsA += 1;
    else setsB += 1;
    pointsA += set.a;
    pointsB += set.b;
  }
  if (setsA < SETS_TO_WIN && setsB < SETS_TO_WIN) {
    return { ok: false, message: 'Set 3: com 1 set para cada time, informe o placar do terceiro set (até 15)' };
  }
  return { ok: true, winner: setsA > setsB ? 'a' : 'b', setsA, setsB, pointsA, pointsB };
}

/** "21-18, 19-21, 15-12" */
export const formatSets = (sets: readonly SetPoints[]): string => sets.map((set) => `${set.a}-${set.b}`).join(', ');
