/**
 * Categories of a championship and who may enter them. React-free: the API enforces it, the screens explain it.
 *
 * THE RULE (one rule, also in the README): a player earns a category — the one their finalized championships decided
 * from the level (ranking/category-hysteresis.ts: μ − 2σ, up at once, down at most one a year), or before any the
 * band of their rating: Estreante 0–199, Iniciante 200–399, Intermediário 400–599, Intermediário Plus 600–799,
 * Avançado 800–999, Open 1000 and up. Their minimum category (the floor) is that earned category, raised only by a
 * title: the champion of a category in a field of TITLE_FIELD_MIN_TEAMS teams or more may not enter below it for
 * CATEGORY_FLOOR_MONTHS months. Entering or placing in a higher category never raises it, so a small win does not lock
 * a beginner out of beginner events. A player may enter their minimum category or any above it, never one below.
 * Master is an age category outside the order: this rule does not restrict it.
 */

import { LOCALE, TIME_ZONE } from '@areia/shared/core/format/locale';

export const CATEGORY_ORDER = ['Estreante', 'Iniciante', 'Intermediário', 'Intermediário Plus', 'Avançado', 'Open'] as const;
export type RankedCategory = (typeof CATEGORY_ORDER)[number];

/** Age categories: outside the level order. */
export const AGE_CATEGORIES = ['Master'] as const;

/** Every category a championship may have, in this order: the levels, then the age categories. */
export const CATEGORIES = [...CATEGORY_ORDER, ...AGE_CATEGORIES] as const;
export type Category = (typeof CATEGORIES)[number];

/** The entry level: a player's category when nothing else is known (spec: default Estreante). */
export const ENTRY_CATEGORY: RankedCategory = CATEGORY_ORDER[0];

/** Lowest rating of each category's band, in CATEGORY_ORDER. */
export const CATEGORY_MIN_SCORES = [0, 200, 400, 600, 800, 1000] as const;

/** How long a title keeps being the champion's floor. */
export const CATEGORY_FLOOR_MONTHS = 12;

/** The smallest field (teams) whose title raises the champion's floor. */
export const TITLE_FIELD_MIN_TEAMS = 6;

/** The same UTC date and time a year later (29 February → 1 March): an instant, like every deadline the server keeps. */
export function oneYearAfter(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
}

export function oneYearBefore(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear() - 1, date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
}

/** Position of a category in the order (0 = Estreante), or null for Master and anything unknown. */
export function categoryRank(category: string | null | undefined): number | null {
  const index = CATEGORY_ORDER.indexOf((category ?? '').trim() as RankedCategory);
  return index === -1 ? null : index;
}

/** The category of a rating band alone, with the band's lowest score. */
export function categoryForRating(rating: number): { category: RankedCategory; minScore: number } {
  let rank = 0;
  for (let index = 0; index < CATEGORY_MIN_SCORES.length; index += 1) if (rating >= CATEGORY_MIN_SCORES[index]!) rank = index;
  return { category: CATEGORY_ORDER[rank]!, minScore: CATEGORY_MIN_SCORES[rank]! };
}

/** The category a player holds: the one a finish decided, or the band of their rating before any. */
export function heldCategory(rating: number, decided: string | null | undefined): RankedCategory {
  const rank = categoryRank(decided);
  return rank === null ? categoryForRating(rating).category : CATEGORY_ORDER[rank]!;
}

/** A championship the athlete won: its category, name, field (teams) and finalization. */
export type Title = { category: string; championship: string; teams: number; at: Date };

/** Why the floor is what it is: the earned category, or a title (with the instant it stops counting). */
export type FloorReason = { kind: 'level' } | { kind: 'title'; title: Title; until: Date };

export type CategoryFloor = { category: RankedCategory; minScore: number; reason: FloorReason };

/** Whether a title raises its champion's floor at `now`: a ranked category, a field of 6 or more, within 12 months. */
export function titleCounts(title: Title, now: Date): boolean {
  if (categoryRank(title.category) === null || title.teams < TITLE_FIELD_MIN_TEAMS) return false;
  return title.at.getTime() <= now.getTime() && now.getTime() < oneYearAfter(title.at).getTime();
}

/**
 * A player's minimum category (the rule above) at `now`: the category they earned, or the highest title that still
 * counts when it is above it (the latest of equal ones: it lasts longest).
 */
export function categoryFloor(held: { rating: number; category: string | null | undefined }, titles: readonly Title[], now: Date): CategoryFloor {
  let rank = categoryRank(heldCategory(held.rating, held.category))!;
  let reason: FloorReason = { kind: 'level' };
  for (const title of titles) {
    if (!titleCounts(title, now)) continue;
    const titleRank = categoryRank(title.category)!;
    const later = reason.kind === 'title' && titleRank === rank && title.at.getTime() > reason.title.at.getTime();
    if (titleRank > rank || later) {
      rank = titleRank;
      reason = { kind: 'title', title, until: oneYearAfter(title.at) };
    }
  }
  return { category: CATEGORY_ORDER[rank]!, minScore: CATEGORY_MIN_SCORES[rank]!, reason };
}

let dayFormat: Intl.DateTimeFormat | undefined;
/** dd/mm/aa in Brasília time, as the app writes short dates (core/format: it imports the messages, which import this). */
const day = (date: Date) => {
  dayFormat ??= new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: TIME_ZONE });
  return dayFormat.format(date);
};

/** "Campeã", "Campeão", or both for anyone else (pt-BR agrees with the athlete). */
const championWord = (gender: string | null | undefined) => (gender === 'feminino' ? 'Campeã' : gender === 'masculino' ? 'Campeão' : 'Campeã(o)');

/** Why the floor is what it is, for the player page (pt-BR). */
export function floorExplanation(floor: CategoryFloor, level: { level: number; reliability: number }, gender?: string | null): string {
  if (floor.reason.kind === 'title') {
    const { championship, teams, at } = floor.reason.title;
    return `${championWord(gender)} do ${championship}, ${teams} duplas, em ${day(at)}: não joga abaixo de ${floor.category} até ${day(floor.reason.until)}`;
  }
  return `${floor.category}: nível ${level.level} com ${level.reliability} % de confiança`;
}

/** Whether a player whose minimum category is `playerMin` may enter a championship of `championshipCategory`. */
export function canEnterCategory(playerMin: string, championshipCategory: string): boolean {
  const target = categoryRank(championshipCategory);
  const own = categoryRank(playerMin);
  if (target === null || own === null) return true;
  return own <= target;
}

/** Why a player may not enter (pt-BR), naming the player, the rule that sets their floor and when it ends; null when they may. */
export function ineligibleReason(player: string, floor: CategoryFloor, championshipCategory: string, gender?: string | null): string | null {
  if (canEnterCategory(floor.category, championshipCategory)) return null;
  if (floor.reason.kind === 'title') {
    const { championship, teams } = floor.reason.title;
    return `${player} foi ${championWord(gender).toLowerCase()} do ${championship} (${teams} duplas) e não pode jogar abaixo de ${floor.category} até ${day(floor.reason.until)}`;
  }
  return `${player} é da categoria ${floor.category} pelo nível e não pode jogar a categoria ${championshipCategory}`;
}
