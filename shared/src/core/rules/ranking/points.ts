/**
 * Ranking points of one championship result: the category's base × the placement's share × the field-size factor,
 * rounded to an integer (halves up). Shares and factors are whole percents, so the product is exact in integers and a
 * half is really a half: the same points on the server, on the screens and in SQL.
 */
import type { Category } from '@areia/shared/core/rules/category';

/** Base points of a championship's category: what its winner earns in a field of 16–32 teams. */
export const CATEGORY_BASE_POINTS: Readonly<Record<Category, number>> = {
  Open: 1000,
  Avançado: 800,
  Master: 600,
  'Intermediário Plus': 600,
  Intermediário: 450,
  Iniciante: 300,
  Estreante: 200,
};

/** A row of a table keyed by a count: `from` to `to` inclusive; `to` null = and above. */
export type CountBand = { readonly from: number; readonly to: number | null; readonly percent: number };

/** Share of the base by final placement (1 = champion). Knockout rounds tie placements: 3rd–4th, 5th–8th… */
export const PLACEMENT_SHARES: readonly CountBand[] = [
  { from: 1, to: 1, percent: 100 },
  { from: 2, to: 2, percent: 80 },
  { from: 3, to: 4, percent: 65 },
  { from: 5, to: 8, percent: 45 },
  { from: 9, to: 16, percent: 25 },
  { from: 17, to: null, percent: 10 },
];

/** Factor by the number of teams that played: winning a big field is worth more than winning among three. */
export const FIELD_SIZE_FACTORS: readonly CountBand[] = [
  { from: 2, to: 5, percent: 50 },
  { from: 6, to: 15, percent: 75 },
  { from: 16, to: 32, percent: 100 },
  { from: 33, to: null, percent: 110 },
];

/** The percent of the band holding `count`, or null below the first band. */
export function percentFor(bands: readonly CountBand[], count: number): number | null {
  const band = bands.find((row) => count >= row.from && (row.to === null || count <= row.to));
  return band ? band.percent : null;
}

/** Share of the base (percent) for a final placement. */
export function placementSharePercent(placement: number): number {
  if (!Number.isInteger(placement) || placement < 1) throw new RangeError(`placement must be a whole number from 1: ${placement}`);
  return percentFor(PLACEMENT_SHARES, placement)!;
}

/** Field-size factor (percent) for a championship of `teams` teams; 0 below two teams, where nobody could lose. */
export function fieldSizePercent(teams: number): number {
  if (!Number.isInteger(teams) || teams < 0) throw new RangeError(`teams must be a whole number: ${teams}`);
  return percentFor(FIELD_SIZE_FACTORS, teams) ?? 0;
}

/** Points each athlete of a team earns for its final placement in a championship of `category` with `teams` teams. */
export function championshipPoints(category: Category, placement: number, teams: number): number {
  if (placement > teams) throw new RangeError(`placement ${placement} in a field of ${teams} teams`);
  const base = CATEGORY_BASE_POINTS[category];
  if (base === undefined) throw new RangeError(`unknown category: ${String(category)}`);
  // Whole numbers up to 1000 × 100 × 110: exact, so halves round up on every platform.
  return Math.round((base * placementSharePercent(placement) * fieldSizePercent(teams)) / 10_000);
}
