/**
 * The Ranking Geral order, the one the players list pages through in SQL: ranking points desc, then level desc, then
 * the older account, then id — unique, so a position is always one number.
 */
export type RankedAthlete = { id: string; rankingPoints: number; level: number; createdAt: Date };

export function compareRankingGeral(a: RankedAthlete, b: RankedAthlete): number {
  if (a.rankingPoints !== b.rankingPoints) return b.rankingPoints - a.rankingPoints;
  if (a.level !== b.level) return b.level - a.level;
  if (a.createdAt.getTime() !== b.createdAt.getTime()) return a.createdAt.getTime() - b.createdAt.getTime();
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
