import { asc, eq, inArray, sql } from 'drizzle-orm';
import { teamNameOf } from '@areia/shared/core/rules/team-name';
import { arenas, championships, teamMembers, users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';

/** A game still counts as "next" for a while after its start time: matches run late at the venue. */
export const NEXT_GAME_GRACE_MS = 2 * 60 * 60 * 1000;

export type UpcomingGame = {
  id: string;
  championshipId: string;
  phase: number;
  groupLabel: string;
  court: string | null;
  scheduledAt: Date;
  myTeamId: string;
  opponentTeamId: string;
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[]));

function toUpcoming(row: Row): UpcomingGame {
  const myTeamId = String(row.my_team_id);
  const teamA = String(row.team_a_id);
  return {
    id: String(row.id),
    championshipId: String(row.championship_id),
    phase: Number(row.phase),
    groupLabel: String(row.group_label),
    court: row.court === null || row.court === undefined ? null : String(row.court),
    scheduledAt: new Date(row.scheduled_at as string | Date),
    myTeamId,
    opponentTeamId: teamA === myTeamId ? String(row.team_b_id) : teamA,
  };
}

/**
 * The player's games not yet final from `since` on, earliest first. Per team of the player, two short ranges of the
 * partial indexes games_team_{a,b}_upcoming_idx (`perTeam` rows each): the cost follows the player's own teams, never
 * the size of the games table. With `championshipId`, only the player's team in that championship is read.
 */
export async function upcomingGamesOf(
  deps: AppDeps,
  playerId: string,
  since: Date,
  perTeam: number,
  limit: number,
  championshipId?: string,
): Promise<UpcomingGame[]> {
  const side = (column: 'team_a_id' | 'team_b_id') => sql`(
      SELECT g.id, g.championship_id, g.phase, g.group_label, g.court, g.scheduled_at, g.team_a_id, g.team_b_id
      FROM games g
      WHERE g.${sql.raw(column)} = mine.team_id AND g.status <> 'finalizado' AND g.scheduled_at >= ${since.toISOString()}::timestamptz
        -- A cancelled championship's games will not be played.
        AND NOT EXISTS (SELECT 1 FROM championships cc WHERE cc.id = g.championship_id AND cc.cancelled_at IS NOT NULL)
      ORDER BY g.scheduled_at
      LIMIT ${perTeam}
    )`;
  const result = await deps.db.execute(sql`
    SELECT next.*, mine.team_id AS my_team_id
    FROM team_members mine
    CROSS JOIN LATERAL (${side('team_a_id')} UNION ALL ${side('team_b_id')}) next
    WHERE mine.player_id = ${playerId}${championshipId ? sql` AND mine.championship_id = ${championshipId}` : sql``}
    ORDER BY next.scheduled_at, next.id
    LIMIT ${limit}
  `);
  return rowsOf(result).map(toUpcoming);
}

/** "Ana / Bia" per team id, in team order. */
export async function teamNames(deps: AppDeps, teamIds: string[]): Promise<Map<string, string>> {
  if (teamIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ teamId: teamMembers.teamId, nickname: users.nickname })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.playerId))
    .where(inArray(teamMembers.teamId, [...new Set(teamIds)]))
    .orderBy(asc(teamMembers.position));
  const names = new Map<string, string[]>();
  for (const row of rows) names.set(row.teamId, [...(names.get(row.teamId) ?? []), row.nickname]);
  return new Map([...names].map(([id, list]) => [id, teamNameOf(list)]));
}

export type ChampionshipInfo = {
  id: string;
  modalityId: string;
  title: string;
  category: string;
  occurs: Date;
  description: string | null;
  arenaName: string;
  arenaAddress: string;
  isDisabled: boolean;
  signupsClosed: boolean;
  finishedAt: Date | null;
  cancelledAt: Date | null;
};

const championshipColumns = {
  id: championships.id,
  modalityId: championships.modalityId,
  title: championships.title,
  category: championships.category,
  occurs: championships.occurs,
  description: championships.description,
  arenaName: arenas.name,
  arenaAddress: arenas.address,
  isDisabled: championships.isDisabled,
  signupsClosed: championships.signupsClosed,
  finishedAt: championships.finishedAt,
  cancelledAt: championships.cancelledAt,
};

export async function championshipsByIds(deps: AppDeps, ids: string[]): Promise<Map<string, ChampionshipInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select(championshipColumns)
    .from(championships)
    .innerJoin(arenas, eq(arenas.id, championships.arenaId))
    .where(inArray(championships.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The player's championships, latest first (bounded: a subscription lists the recent and coming ones). */
export async function championshipsOfPlayer(deps: AppDeps, playerId: string, limit: number): Promise<ChampionshipInfo[]> {
  return deps.db
    .select(championshipColumns)
    .from(teamMembers)
    .innerJoin(championships, eq(championships.id, teamMembers.championshipId))
    .innerJoin(arenas, eq(arenas.id, championships.arenaId))
    .where(eq(teamMembers.playerId, playerId))
    .orderBy(sql`${championships.occurs} DESC`)
    .limit(limit);
}
