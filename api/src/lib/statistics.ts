import { and, eq, inArray } from 'drizzle-orm';
import { championships, games, teamMembers } from '../db/schema';
import type { AppDeps } from '../deps';
import { nowOf } from '../deps';

export type PlayerStatistics = {
  wins: number;
  losses: number;
  totalChampionships: number;
  championshipsLast6Months: number;
};

const emptyStatistics = (): PlayerStatistics => ({ wins: 0, losses: 0, totalChampionships: 0, championshipsLast6Months: 0 });

/**
 * Computed from teams and finished games rather than stored, so they can never drift from the games.
 * A championship counts once it has happened (occurs ≤ now).
 */
export async function playerStatistics(deps: AppDeps, playerIds: string[]): Promise<Map<string, PlayerStatistics>> {
  const result = new Map(playerIds.map((id) => [id, emptyStatistics()]));
  if (playerIds.length === 0) return result;
  const now = nowOf(deps);
  const sixMonthsAgo = new Date(now);
  sixMonthsAgo.setUTCMonth(sixMonthsAgo.getUTCMonth() - 6);

  const memberships = await deps.db
    .select({ playerId: teamMembers.playerId, teamId: teamMembers.teamId, championshipId: teamMembers.championshipId, occurs: championships.occurs })
    .from(teamMembers)
    .innerJoin(championships, eq(championships.id, teamMembers.championshipId))
    .where(inArray(teamMembers.playerId, playerIds));

  const teamsOfPlayer = new Map<string, Set<string>>();
  for (const membership of memberships) {
    const stats = result.get(membership.playerId)!;
    if (membership.occurs <= now) {
      stats.totalChampionships += 1;
      if (membership.occurs >= sixMonthsAgo) stats.championshipsLast6Months += 1;
    }
    const set = teamsOfPlayer.get(membership.playerId) ?? new Set<string>();
    set.add(membership.teamId);
    teamsOfPlayer.set(membership.playerId, set);
  }

  const teamIds = [...new Set(memberships.map((m) => m.teamId))];
  if (teamIds.length === 0) return result;
  const finished = await deps.db
    .select({ teamAId: games.teamAId, teamBId: games.teamBId, scoreA: games.scoreA, scoreB: games.scoreB })
    .from(games)
    .where(and(eq(games.status, 'finalizado'), inArray(games.championshipId, [...new Set(memberships.map((m) => m.championshipId))])));

  for (const [playerId, teamSet] of teamsOfPlayer) {
    const stats = result.get(playerId)!;
    for (const game of finished) {
      if (game.scoreA === null || game.scoreB === null || game.scoreA === game.scoreB) continue;
      const side = teamSet.has(game.teamAId) ? 'a' : teamSet.has(game.teamBId) ? 'b' : null;
      if (!side) continue;
      const won = side === 'a' ? game.scoreA > game.scoreB : game.scoreB > game.scoreA;
      if (won) stats.wins += 1;
      else stats.losses += 1;
    }
  }
  return result;
}
