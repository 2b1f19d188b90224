import type { GroupRow, ResultRow } from '@areia/shared/schemas/standings';

export type StandingTeam = { id: string; groupLabel: string | null; members: string };
export type StandingGame = {
  teamAId: string;
  teamBId: string;
  scoreA: number | null;
  scoreB: number | null;
  status: string;
};

export const POINTS_PER_WIN = 2;

type Tally = { games: number; wins: number; defeats: number; pros: number; against: number };

function tallyFinishedGames(teams: StandingTeam[], games: StandingGame[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>(teams.map((team) => [team.id, { games: 0, wins: 0, defeats: 0, pros: 0, against: 0 }]));
  for (const game of games) {
    // Only finished games with both scores count; a scheduled game has no result yet.
    if (game.status !== 'finalizado' || game.scoreA === null || game.scoreB === null) continue;
    const a = tallies.get(game.teamAId);
    const b = tallies.get(game.teamBId);
    if (!a || !b) continue;
    a.games += 1;
    b.games += 1;
    a.pros += game.scoreA;
    a.against += game.scoreB;
    b.pros += game.scoreB;
    b.against += game.scoreA;
    if (game.scoreA > game.scoreB) {
      a.wins += 1;
      b.defeats += 1;
    } else if (game.scoreB > game.scoreA) {
      b.wins += 1;
      a.defeats += 1;
    }
  }
  return tallies;
}

const byPointsSaldoPros = (
  x: { points: number; total: number; pros: number; members: string },
  y: { points: number; total: number; pros: number; members: string },
) => y.points - x.points || y.total - x.total || y.pros - x.pros || x.members.localeCompare(y.members, 'pt-BR');

/** What both tables show of a team: its tally turned into games, wins, points (2 per win), saldo and points for. */
function standingOf(team: StandingTeam, tally: Tally) {
  return {
    team_id: team.id,
    members: team.members,
    games: tally.games,
    wins: tally.wins,
    defeats: tally.defeats,
    points: tally.wins * POINTS_PER_WIN,
    total: tally.pros - tally.against,
    pros: tally.pros,
  };
}

/** Group tables: one row per team that has a group, sorted by group, then points, saldo, points for. */
export function groupStandings(teams: StandingTeam[], games: StandingGame[]): GroupRow[] {
  const tallies = tallyFinishedGames(teams, games);
  return teams
    .filter((team) => team.groupLabel !== null)
    .map((team) => ({ group_label: team.groupLabel!, ...standingOf(team, tallies.get(team.id)!) }))
    .sort((x, y) => x.group_label.localeCompare(y.group_label) || byPointsSaldoPros(x, y))
    .map(({ pros: _pros, ...row }) => row);
}

/** Overall table of the championship: teams that played, by points, saldo, then points for. */
export function resultStandings(teams: StandingTeam[], games: StandingGame[]): ResultRow[] {
  const tallies = tallyFinishedGames(teams, games);
  return teams
    .map((team) => standingOf(team, tallies.get(team.id)!))
    .filter((row) => row.games > 0)
    .sort(byPointsSaldoPros)
    .map(({ defeats: _defeats, ...row }) => row);
}
