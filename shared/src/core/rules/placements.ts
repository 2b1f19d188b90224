/**
 * The championship's classification, React-free and used by the API's finish and by the overall table (Geral):
 * the knockout decides the top places, and the losers of one round share a place (both semifinal losers are 3rd,
 * quarterfinal losers 5th); the teams out in the pools follow, by pool position, then the FIVB point ratio. Without a
 * knockout the pools' order decides. Places count the teams ahead (1, 2, 3, 3, 5…).
 */
import { pointRatio } from '@areia/shared/core/rules/standings';

/** A team's line in its final pool table. */
export type PoolStanding = { teamId: string; pool: string; position: number; pointsFor: number; pointsAgainst: number };

/** A knockout game: `round` 1 is the bracket's first round; `winnerId` once it is final. */
export type BracketGame = { round: number; teamAId: string; teamBId: string; winnerId: string | null };

export type Knockout = { bracket: readonly (string | null)[]; games: readonly BracketGame[] };

export type Classified = { teamId: string; place: number };

/**
 * How far a knockout team went: the round it lost in, the number of rounds + 1 for the champion. A team still in
 * counts as going out in the last round it has reached, so an unfinished knockout orders without inventing results.
 */
function knockoutDepth(teamId: string, rounds: number, games: readonly BracketGame[]): number {
  let reached = 1;
  for (const game of games) {
    if (game.teamAId !== teamId && game.teamBId !== teamId) continue;
    if (game.winnerId !== null && game.winnerId !== teamId) return game.round;
    reached = Math.max(reached, game.winnerId === teamId ? game.round + 1 : game.round);
  }
  return reached > rounds ? rounds + 1 : reached;
}

const roundsOf = (bracketSize: number) => Math.round(Math.log2(Math.max(2, bracketSize)));

/** Places by a comparison: a team's place is 1 + the number of teams strictly ahead of it. */
function placesBy<T extends { teamId: string }>(items: readonly T[], compare: (x: T, y: T) => number, offset: number): Classified[] {
  const sorted = [...items].sort(compare);
  return sorted.map((item, index) => {
    let ahead = index;
    while (ahead > 0 && compare(sorted[ahead - 1]!, item) === 0) ahead -= 1;
    return { teamId: item.teamId, place: offset + ahead + 1 };
  });
}

const byPoolPlace = (x: PoolStanding, y: PoolStanding) => {
  const ratioX = pointRatio(x.pointsFor, x.pointsAgainst);
  const ratioY = pointRatio(y.pointsFor, y.pointsAgainst);
  return x.position - y.position || (ratioX === ratioY ? 0 : ratioX > ratioY ? -1 : 1);
};

/**
 * Every drawn team's place, best first. Teams tied on a shared place keep a stable order among themselves (pool
 * position, then ratio, then pool label) so the table does not shuffle between reads.
 */
export function classify(pools: readonly PoolStanding[], knockout: Knockout | null): Classified[] {
  const standingOf = new Map(pools.map((row) => [row.teamId, row]));
  const inBracket = new Set((knockout?.bracket ?? []).filter((id): id is string => id !== null && standingOf.has(id)));
  const stable = (x: PoolStanding, y: PoolStanding) => byPoolPlace(x, y) || x.pool.localeCompare(y.pool);

  let top: Classified[] = [];
  if (knockout && inBracket.size > 0) {
    const rounds = roundsOf(knockout.bracket.length);
    const depth = new Map([...inBracket].map((id) => [id, knockoutDepth(id, rounds, knockout.games)]));
    const entries = [...inBracket].map((id) => standingOf.get(id)!);
    const placed = placesBy(entries, (x, y) => depth.get(y.teamId)! - depth.get(x.teamId)!, 0);
    const placeOf = new Map(placed.map((item) => [item.teamId, item.place]));
    top = entries
      .sort((x, y) => placeOf.get(x.teamId)! - placeOf.get(y.teamId)! || stable(x, y))
      .map((row) => ({ teamId: row.teamId, place: placeOf.get(row.teamId)! }));
  }
  const rest = pools.filter((row) => !inBracket.has(row.teamId));
  const placed = placesBy(rest, byPoolPlace, top.length);
  const placeOf = new Map(placed.map((item) => [item.teamId, item.place]));
  const bottom = [...rest]
    .sort((x, y) => placeOf.get(x.teamId)! - placeOf.get(y.teamId)! || stable(x, y))
    .map((row) => ({ teamId: row.teamId, place: placeOf.get(row.teamId)! }));
  return [...top, ...bottom];
}
