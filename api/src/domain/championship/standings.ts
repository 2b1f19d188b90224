import type { GroupRow, ResultRow } from '@areia/shared/core/schemas/standings';
import type { SetPoints } from '@areia/shared/core/rules/score';
import { finishedResults, rankPool, tallyTeams, type PoolRow } from '@areia/shared/core/rules/standings';
import { classify, type Classified, type Knockout } from '@areia/shared/core/rules/placements';
import { GAME_PHASE_POOLS } from '@areia/shared/core/schemas/organizer';

export type StandingTeam = {
  id: string;
  groupLabel: string | null;
  members: string;
  name?: string;
  /** The seed stored at the draw (1 = top); null for a team drawn before seeds were kept. */
  seed?: number | null;
  /** The members' levels summed: the seed order of a team with none stored. */
  rating?: number;
  placement?: number | null;
};
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
  /** The team given W.O.: 0 match points for it (rules/standings.ts). */
  forfeitTeamId?: string | null;
};

/** The rule's view of a game: rally points per set, and which side forfeited. */
const ruleGame = (game: StandingGame) => ({
  ...game,
  sets: game.sets ?? null,
  forfeitBy: game.forfeitTeamId ? (game.forfeitTeamId === game.teamAId ? ('a' as const) : ('b' as const)) : null,
});

const isPoolGame = (game: StandingGame) => (game.phase ?? GAME_PHASE_POOLS) === GAME_PHASE_POOLS;

/**
 * Every pool's table by the FIVB order of shared/rules/standings.ts (the one copy of the rule), pool games only.
 * Seeding, the last tie-break, is the seed stored at the draw (teams drawn before seeds were kept: their summed level),
 * then sign-up order.
 */
export function poolTables(teams: StandingTeam[], games: StandingGame[]): Map<string, { team: StandingTeam; row: PoolRow }[]> {
  const labels = [...new Set(teams.flatMap((team) => (team.groupLabel === null ? [] : [team.groupLabel])))].sort((x, y) => x.localeCompare(y, 'pt-BR'));
  const tables = new Map<string, { team: StandingTeam; row: PoolRow }[]>();
  for (const label of labels) {
    const members = teams
      .map((team, index) => ({ team, index }))
      .filter(({ team }) => team.groupLabel === label)
      .sort((x, y) => (x.team.seed ?? Infinity) - (y.team.seed ?? Infinity) || (y.team.rating ?? 0) - (x.team.rating ?? 0) || x.index - y.index)
      .map(({ team }) => team);
    const ids = new Set(members.map((team) => team.id));
    const byId = new Map(members.map((team) => [team.id, team]));
    const rows = rankPool(
      members.map((team, index) => ({ id: team.id, name: team.name ?? team.members, seed: index + 1 })),
      games.filter((game) => isPoolGame(game) && ids.has(game.teamAId) && ids.has(game.teamBId)).map(ruleGame),
    );
    tables.set(label, rows.map((row) => ({ team: byId.get(row.teamId)!, row })));
  }
  return tables;
}

/** Group tables in pool order: P is the FIVB match points, saldo and the explanation from the rally points. */
export function groupStandings(teams: StandingTeam[], games: StandingGame[]): GroupRow[] {
  return [...poolTables(teams, games)].flatMap(([label, rows]) =>
    rows.map(({ team, row }) => ({
      group_label: label,
      team_id: team.id,
      members: team.members,
      games: row.played,
      wins: row.wins,
      defeats: row.losses,
      points: row.matchPoints,
      total: row.pointsFor - row.pointsAgainst,
      position: row.position,
      explanation: row.explanation,
    })),
  );
}

const winnerOf = (game: StandingGame) =>
  game.status === 'finalizado' && game.scoreA !== null && game.scoreB !== null && game.scoreA !== game.scoreB
    ? game.scoreA > game.scoreB
      ? game.teamAId
      : game.teamBId
    : null;

/**
 * The championship's classification (shared/src/core/rules/placements.ts) from its pool tables and its knockout:
 * what the finish stores and what the overall table is ordered by.
 */
export function classification(teams: StandingTeam[], games: StandingGame[], bracket: (string | null)[] | null): Classified[] {
  const pools = [...poolTables(teams, games)].flatMap(([label, rows]) =>
    rows.map(({ team, row }) => ({ teamId: team.id, pool: label, position: row.position, pointsFor: row.pointsFor, pointsAgainst: row.pointsAgainst })),
  );
  const knockout: Knockout | null = bracket
    ? {
        bracket,
        games: games
          .filter((game) => !isPoolGame(game))
          .map((game) => ({ round: (game.phase ?? GAME_PHASE_POOLS) - GAME_PHASE_POOLS, teamAId: game.teamAId, teamBId: game.teamBId, winnerId: winnerOf(game) })),
      }
    : null;
  return classify(pools, knockout);
}

/**
 * The overall table (Geral): every team given (zeros before it plays) over every finished game, P the FIVB match
 * points as in the pools. Ordered by the classification, so within a pool it keeps the pool's order; teams outside
 * the pools follow in the order given. `placement` is the stored final place (null until the finish).
 */
export function resultStandings(teams: StandingTeam[], games: StandingGame[], bracket: (string | null)[] | null): ResultRow[] {
  const tallies = tallyTeams(
    teams.map((team) => team.id),
    finishedResults(games.map(ruleGame)),
  );
  const order = new Map(classification(teams, games, bracket).map((item, index) => [item.teamId, index]));
  return teams
    .map((team, index) => ({ team, index }))
    .sort((x, y) => (order.get(x.team.id) ?? order.size + x.index) - (order.get(y.team.id) ?? order.size + y.index))
    .map(({ team }) => {
      const tally = tallies.get(team.id)!;
      return {
        team_id: team.id,
        members: team.members,
        games: tally.played,
        wins: tally.wins,
        points: tally.matchPoints,
        total: tally.pointsFor - tally.pointsAgainst,
        pros: tally.pointsFor,
        placement: team.placement ?? null,
      };
    });
}
