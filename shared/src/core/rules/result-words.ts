/**
 * How a championship result is worded, the same in the aviso, the result card and the screens: the place agrees with
 * the team's gender when both athletes said theirs, and is a neutral "Nº lugar" otherwise.
 */

/** The plural a team takes: "campeãs" for two women, "campeões" for two men or a mixed team; unknown: neutral. */
export type Agreement = 'feminino' | 'masculino';

export function teamAgreement(genders: readonly (string | null | undefined)[]): Agreement | undefined {
  if (genders.length === 0) return undefined;
  if (genders.every((gender) => gender === 'feminino')) return 'feminino';
  if (genders.every((gender) => gender === 'feminino' || gender === 'masculino')) return 'masculino';
  return undefined;
}

const ordinal = (placement: number) => `${placement}º lugar`;

const titles: Record<1 | 2, Record<Agreement, string>> = {
  1: { feminino: 'campeãs', masculino: 'campeões' },
  2: { feminino: 'vice-campeãs', masculino: 'vice-campeões' },
};

function titleOf(placement: number, agreement: Agreement | undefined): string | undefined {
  return agreement && (placement === 1 || placement === 2) ? titles[placement][agreement] : undefined;
}

/** The place as a headline: "Campeãs", "Vice-campeões", "3º lugar" (and "1º lugar" when the gender is not known). */
export function placeHeadline(placement: number, agreement?: Agreement): string {
  const title = titleOf(placement, agreement);
  return title ? title.charAt(0).toUpperCase() + title.slice(1) : ordinal(placement);
}

/** "Vocês foram campeãs do Rachão Noturno", or "Vocês terminaram em 3º lugar no Rachão Noturno". */
export function placeSentence(placement: number, championship: string, agreement?: Agreement): string {
  const title = titleOf(placement, agreement);
  return title ? `Vocês foram ${title} do ${championship}` : `Vocês terminaram em ${ordinal(placement)} no ${championship}`;
}

/** The place told to others: "Campeãs do Rachão Noturno", "3º lugar no Rachão Noturno". */
export function placeTitle(placement: number, championship: string, agreement?: Agreement): string {
  const title = titleOf(placement, agreement);
  return title ? `${placeHeadline(placement, agreement)} do ${championship}` : `${ordinal(placement)} no ${championship}`;
}

/** Ranking points won: "+500 pontos", "+1 ponto", "+0 pontos". */
export function pointsWon(points: number): string {
  return `+${points} ${points === 1 ? 'ponto' : 'pontos'}`;
}

/** "nível 100 → 364". */
export function levelChange(before: number, after: number): string {
  return `nível ${before} → ${after}`;
}

/** The aviso's sentence: "Vocês foram campeãs do Rachão Noturno: +500 pontos, nível 100 → 364." */
export function resultSentence(result: { placement: number; points: number; levelBefore: number; levelAfter: number; championship: string; agreement?: Agreement }): string {
  return `${placeSentence(result.placement, result.championship, result.agreement)}: ${pointsWon(result.points)}, ${levelChange(result.levelBefore, result.levelAfter)}.`;
}

/** What a shared result says: "Campeãs do Rachão Noturno: +500 pontos, nível 100 → 364." */
export function shareSentence(result: { placement: number; points: number; levelBefore: number; levelAfter: number; championship: string; agreement?: Agreement }): string {
  return `${placeTitle(result.placement, result.championship, result.agreement)}: ${pointsWon(result.points)}, ${levelChange(result.levelBefore, result.levelAfter)}.`;
}
