import type { GroupRow, ResultRow } from '@areia/shared/core/schemas/standings';
import type { SetPoints } from '@areia/shared/core/rules/score';
import { rankPool, type PoolRow } from '@areia/shared/core/rules/standings';
import { GAME_PHASE_POOLS } from '@areia/shared/core/schemas/organizer';

export type StandingTeam = { id: string; groupLabel: string | null; members: string; name?: string; rating?: number };
export type StandingGame = {
  teamAId: string;
  teamBId: string;
  /** Sets won. */
  scoreA: number | null;
  scoreB: number | null;
  /** Rally points per set; S and F come from these. */
  sets?: SetPoints[] | null;
  status: string;
  phase?: number;
};

export const POINTS_PER_WIN = 2;

const isPoolGame = (game: StandingGame) => (game.phase ?? GAME_PHASE_POOLS) === GAME_PHASE_POOLS;

/**
 * Every pool's table by the FIVB order of shared/rules/standings.ts (the one copy of the rule), pool games only.
 * Seeding, the last tie-break, is the teams' rating (the snake draw's order), then sign-up order.
 */
export function poolTables(teams: StandingTeam[], games: StandingGame[]): Map<string, { team: StandingTeam; row: PoolRow }[]> {
  const labels = [...new Set(teams.flatMap((team) => (team.groupLabel === null ? [] : [team.groupLabel])))].sort((x, y) => x.localeCompare(y, 'pt-BR'));
  const tables = new Map<string, { team: StandingTeam; row: PoolRow }[]>();
  for (const label of labels) {
    const members = teams
      .map((team, index) => ({ team, index }))
      .filter(({ team }) => team.groupLabel === label)
      .sort((x, y) => (y.team.rating ?? 0) - (x.team.rating ?? 0) || x.index - y.index)
      .map(({ team }) => team);
    const ids = new Set(members.map((team) => team.id));
    const byId = new Map(members.map((team) => [team.id, team]));
    const rows = rankPool(
      members.map((team, index) => ({ id: team.id, name: team.name ?? team.members, seed: index + 1 })),
      games.filter((game) => isPoolGame(game) && ids.has(game.teamAId) && ids.has(game.teamBId)).map((game) => ({ ...game, sets: game.sets ?? null })),
    );
    tables.set(label, rows.map((row) => ({ team: byId.get(row.teamId)!, row })));
  }
  return tables;
}

/** Group tables in pool order: P is 2 per win (DESIGN §6), saldo and the explanation from the rally points. */
export function groupStandings(teams: StandingTeam[], games: StandingGame[]): GroupRow[] {
  return [...poolTables(teams, games)].flatMap(([label, rows]) =>
    rows.map(({ team, row }) => ({
      group_label: label,
      team_id: team.id,
      members: team.members,
      games: row.played,
      wins: row.wins,
      defeats: row.losses,
      points: row.wins * POINTS_PER_WIN,
      total: row.pointsFor - row.pointsAgainst,
      position: row.position,
      explanation: row.explanation,
    })),
  );
}

const rallyPoints = (sets: SetPoints[] | null | undefined) => ({
  a: (sets ?? []).reduce((sum, set) => sum + set.a, 0),
  b: (sets ?? []).reduce((sum, set) => sum + set.b, 0),
});

/** Overall table of the championship (every finished game): points (2 per win), saldo, then rally points for. */
export function resultStandings(teams: StandingTeam[], games: StandingGame[]): ResultRow[] {
  const tallies = new Map(teams.map((team) => [team.id, { games: 0, wins: 0, pros: 0, against: 0 }]));
  for (const game of games) {
    if (game.status !== 'finalizado' || game.scoreA === null || game.scoreB === null) continue;
    const a = tallies.get(game.teamAId);
    const b = tallies.get(game.teamBId);
    if (!a || !b) continue;
    const points = rallyPoints(game.sets);
    a.games += 1;
    b.games += 1;
    a.pros += points.a;
    a.against += points.b;
    b.pros += points.b;
    b.against += points.a;
    if (game.scoreA > game.scoreB) a.wins += 1;
    else if (game.scoreB > game.scoreA) b.wins += 1;
  }
  return teams
    .map((team) => {
      const tally = tallies.get(team.id)!;
      return {
        team_id: team.id,
        members: team.members,
        games: tally.games,
        wins: tally.wins,
        points: tally.wins * POINTS_PER_WIN,
        total: tally.pros - tally.against,
        pros: tally.pros,
      };
    })
    .filter((row) => row.games > 0)
    .sort((x, y) => y.points - x.points || y.total - x.total || y.pros - x.pros || x.members.localeCompare(y.members, 'pt-BR'));
}
