import { CATEGORY_MIN_SCORES, categoryRank } from '@areia/shared/core/rules/category';
import { LEVEL_MAX } from '@areia/shared/core/rules/ranking/level';

/**
 * How well an athlete looking for a partner ("Procuro dupla") fits the one reading the list, for one championship.
 * React-free: the API orders the list and decides who is told (domain/partners), the screens show the reason.
 *
 * THE ORDER: whoever may enter the category comes first; then the smaller penalty, which adds
 *   - the gap between the pair's combined level (the mean of the two levels) and the category's band (0 inside it;
 *     Master, outside the order, has no band);
 *   - what is still unsure of the candidate's level: 100 − reliability, at most 100 points;
 *   - 50 points when they are not known to live in the viewer's city.
 * A pair one category away (a 200-point gap) therefore ranks below any pair inside the band, whatever the rest.
 */
export const OTHER_CITY_PENALTY = 50;
/** A pair whose combined level is this close to the band fits well enough for an aviso. */
export const GOOD_FIT_GAP = 100;

export type FitAthlete = { level: number; reliability: number; city: string | null };

export type PartnerFit = {
  eligible: boolean;
  /** Level points between the pair's combined level and the category's band. */
  gap: number;
  sameCity: boolean;
  /** Lower is better; ineligible candidates come after every eligible one. */
  penalty: number;
  /** Why, in words: "Nível 612 · 80 % confiável · Niterói". */
  reason: string;
};

/** The category's band of levels (inclusive), or null for Master and anything outside the order. */
export function categoryBand(category: string): { min: number; max: number } | null {
  const rank = categoryRank(category);
  if (rank === null) return null;
  const next = CATEGORY_MIN_SCORES[rank + 1];
  return { min: CATEGORY_MIN_SCORES[rank]!, max: next === undefined ? LEVEL_MAX : next - 1 };
}

/** A city as compared: case, accents and spaces do not matter. */
export function foldCity(city: string | null | undefined): string {
  return (city ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The reason a card shows, in words. */
export function fitReason(candidate: FitAthlete): string {
  const parts = [`Nível ${candidate.level}`, `${candidate.reliability} % confiável`];
  const city = candidate.city?.trim();
  if (city) parts.push(city);
  return parts.join(' · ');
}

const INELIGIBLE_PENALTY = 1_000_000;

export function partnerFit(input: { viewer: FitAthlete; candidate: FitAthlete; candidateEligible: boolean; category: string }): PartnerFit {
  const { viewer, candidate } = input;
  const band = categoryBand(input.category);
  const combined = (viewer.level + candidate.level) / 2;
  const gap = band === null ? 0 : Math.round(Math.max(0, band.min - combined, combined - band.max));
  const viewerCity = foldCity(viewer.city);
  const sameCity = viewerCity !== '' && viewerCity === foldCity(candidate.city);
  const reliability = Math.min(100, Math.max(0, Math.round(candidate.reliability)));
  const penalty = (input.candidateEligible ? 0 : INELIGIBLE_PENALTY) + gap + (100 - reliability) + (sameCity ? 0 : OTHER_CITY_PENALTY);
  return { eligible: input.candidateEligible, gap, sameCity, penalty, reason: fitReason(candidate) };
}

/** Whether a new post fits someone already looking well enough to tell them (an aviso, once). */
export const fitsWell = (fit: PartnerFit) => fit.eligible && fit.gap <= GOOD_FIT_GAP;

/** Best fit first; equal fits in a fixed order (the candidate's id), so a keyset page never skips nor repeats one. */
export function compareFit(a: { penalty: number; id: string }, b: { penalty: number; id: string }): number {
  return a.penalty - b.penalty || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
