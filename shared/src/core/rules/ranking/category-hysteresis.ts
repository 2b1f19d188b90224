/**
 * Categories follow the level, with hysteresis against sandbagging. Checked at each finish of a championship the
 * athlete played, on their conservative level (μ − 2σ on the level scale):
 *   - up: to the band of the conservative level, as soon as it reaches the next band's floor;
 *   - down: one category, only when the conservative level is more than 100 below their band's floor, never within
 *     12 months of going up, and at most once per calendar year (Brasília time);
 *   - floor: nobody signs up below the highest category they held in the last 12 months.
 * Master is an age category outside this order: it is never held, and winning it lifts nobody.
 *
 * "12 months" is the same UTC date and time a year later (29 February → 1 March): an instant, like every other
 * deadline the server keeps. The calendar year is the athletes' own, read in America/Sao_Paulo.
 */
import {
  CATEGORY_MIN_SCORES,
  CATEGORY_ORDER,
  categoryForRating,
  categoryRank,
  ENTRY_CATEGORY,
  oneYearAfter,
  oneYearBefore,
  type RankedCategory,
} from '@areia/shared/core/rules/category';
import { TIME_ZONE } from '@areia/shared/core/format/locale';

export { oneYearAfter, oneYearBefore };

/** How far below the band's floor the conservative level must fall before a move down. */
export const DOWN_MARGIN = 100;

export type CategoryMove = 'start' | 'up' | 'down';
/** One entry per category held: from `at` until the next entry. */
export type CategoryChange = { category: RankedCategory; at: Date; move: CategoryMove };
/** Chronological; the first entry is the category the athlete started in. */
export type CategoryHistory = readonly CategoryChange[];

export type CategoryState = { category: RankedCategory; lastUpAt: Date | null; lastDownAt: Date | null };

/** What a finish tells about one athlete. */
export type FinishEvent = {
  /** The championship's finalization. */
  at: Date;
  /** After the championship's games. */
  conservativeLevel: number;
};

export type CategoryDecision = { state: CategoryState; move: 'up' | 'down' | null };

let yearFormat: Intl.DateTimeFormat | undefined;
/** The calendar year of an instant in Brasília time. */
export function calendarYear(date: Date): number {
  yearFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric' });
  return Number(yearFormat.format(date));
}

const rankOf = (category: RankedCategory) => categoryRank(category)!;

/** The state a category history leaves (its last category, its last moves up and down). */
export function categoryStateOf(history: CategoryHistory): CategoryState {
  const last = (move: CategoryMove) => history.findLast((change) => change.move === move)?.at ?? null;
  return { category: history.at(-1)?.category ?? ENTRY_CATEGORY, lastUpAt: last('up'), lastDownAt: last('down') };
}

function mayGoDown(state: CategoryState, at: Date): boolean {
  if (state.lastUpAt !== null && at.getTime() < oneYearAfter(state.lastUpAt).getTime()) return false;
  return state.lastDownAt === null || calendarYear(state.lastDownAt) !== calendarYear(at);
}

/** The athlete's category after a finish. */
export function nextCategory(state: CategoryState, event: FinishEvent): CategoryDecision {
  const rank = rankOf(state.category);
  const up = rankOf(categoryForRating(event.conservativeLevel).category);
  if (up > rank) return { state: { ...state, category: CATEGORY_ORDER[up]!, lastUpAt: event.at }, move: 'up' };
  if (rank > 0 && event.conservativeLevel < CATEGORY_MIN_SCORES[rank]! - DOWN_MARGIN && mayGoDown(state, event.at)) {
    return { state: { ...state, category: CATEGORY_ORDER[rank - 1]!, lastDownAt: event.at }, move: 'down' };
  }
  return { state, move: null };
}

/** The history with a finish's decision recorded (unchanged when the category did not move). */
export function recordCategoryDecision(history: CategoryHistory, decision: CategoryDecision, at: Date): CategoryHistory {
  if (decision.move === null) return history;
  return [...history, { category: decision.state.category, at, move: decision.move }];
}
