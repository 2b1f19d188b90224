/**
 * Pool ranking by the FIVB beach volleyball order, React-free and used by the API and the screens:
 * 1. match points: win 2, loss 1, forfeit 0;
 * 2. two teams tied: the winner of their match;
 * 3. three or more tied: ratio of rally points scored / conceded in the matches among the tied teams; if two then
 *    remain tied, the winner of their match;
 * 4. still tied: rally point ratio over all pool matches, then seeding (lower seed number first).
 * Every row says why it stands where it does, in pt-BR.
 */
import type { SetPoints } from '@areia/shared/core/rules/score';
import { LOCALE } from '@areia/shared/core/format/locale';

export const MATCH_POINTS = { win: 2, loss: 1, forfeit: 0 } as const;

export type PoolTeam = {
  id: string;
  name: string;
  /** Seeding (1 = top seed); the last tie-break. */
  seed: number;
};

export type PoolGame = {
  teamAId: string;
  teamBId: string;
  /** Sets won: who won the match. */
  scoreA: number | null;
  scoreB: number | null;
  /** Rally points per set (a = team A); null counts as no rally points. */
  sets: readonly SetPoints[] | null;
  status: string;
  /** The team that forfeited (0 match points), when the match was lost by forfeit. */
  forfeitBy?: 'a' | 'b' | null;
};

export type PoolRow = {
  teamId: string;
  position: number;
  played: number;
  wins: number;
  losses: number;
  forfeits: number;
  matchPoints: number;
  setsWon: number;
  setsLost: number;
  pointsFor: number;
  pointsAgainst: number;
  explanation: string;
};

export type Result = { a: string; b: string; winner: string; loser: string; pointsA: number; pointsB: number; setsA: number; setsB: number; forfeitBy: 'a' | 'b' | null };

/** Finished games with a winner, in a form the tie-breaks read. */
export function finishedResults(games: readonly PoolGame[]): Result[] {
  const results: Result[] = [];
  for (const game of games) {
    if (game.status !== 'finalizado' || game.scoreA === null || game.scoreB === null || game.scoreA === game.scoreB) continue;
    const sets = game.sets ?? [];
    const pointsA = sets.reduce((sum, set) => sum + set.a, 0);
    const pointsB = sets.reduce((sum, set) => sum + set.b, 0);
    const aWon = game.scoreA > game.scoreB;
    results.push({
      a: game.teamAId,
      b: game.teamBId,
      winner: aWon ? game.teamAId : game.teamBId,
      loser: aWon ? game.teamBId : game.teamAId,
      pointsA,
      pointsB,
      setsA: game.scoreA,
      setsB: game.scoreB,
      forfeitBy: game.forfeitBy ?? null,
    });
  }
  return results;
}

/** scored / conceded; conceded 0 → Infinity when something was scored, 0 when nothing was played. */
export function pointRatio(scored: number, conceded: number): number {
  if (conceded === 0) return scored > 0 ? Number.POSITIVE_INFINITY : 0;
  return scored / conceded;
}

function ratioAmong(teamId: string, results: readonly Result[], among: ReadonlySet<string> | null): number {
  let scored = 0;
  let conceded = 0;
  for (const result of results) {
    if (among && !(among.has(result.a) && among.has(result.b))) continue;
    if (result.a === teamId) {
      scored += result.pointsA;
      conceded += result.pointsB;
    } else if (result.b === teamId) {
      scored += result.pointsB;
      conceded += result.pointsA;
    }
  }
  return pointRatio(scored, conceded);
}

/** "X", "X e Y", "X, Y e Z" */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

const formatRatio = (ratio: number) =>
  Number.isFinite(ratio) ? ratio.toLocaleString(LOCALE, { minimumFractionDigits: 3, maximumFractionDigits: 3 }) : 'sem pontos sofridos';

type Ranked = { id: string; why: string };

/**
 * Orders teams tied on match points. `tiedWith` names the whole tied group in the explanation.
 */
function breakTie(group: readonly string[], results: readonly Result[], teams: ReadonlyMap<string, PoolTeam>): Ranked[] {
  const name = (id: string) => teams.get(id)?.name ?? id;
  const prefix = (id: string) => `empate com ${joinNames(group.filter((other) => other !== id).map(name))}`;
  if (group.length === 1) return [{ id: group[0]!, why: '' }];
  if (group.length === 2) return headToHead(group[0]!, group[1]!, results, teams, prefix, null);

  // Three or more: rally point ratio in the matches among the tied teams.
  const among = new Set(group);
  const ratios = new Map(group.map((id) => [id, ratioAmong(id, results, among)]));
  const buckets = bucketsBy(group, (id) => ratios.get(id)!);
  if (buckets.length === 1) return byOverallRatio(group, results, teams, prefix, 'mesma razão de pontos entre os empatados');
  const ranked: Ranked[] = [];
  buckets.forEach((bucket, index) => {
    const place = index === 0 ? 'melhor' : index === buckets.length - 1 ? 'pior' : 'razão intermediária de';
    const ratioText = `${place === 'razão intermediária de' ? place : `${place} razão de`} pontos entre os empatados (${formatRatio(ratios.get(bucket[0]!)!)})`;
    if (bucket.length === 1) {
      ranked.push({ id: bucket[0]!, why: `${prefix(bucket[0]!)}: ${ratioText}` });
    } else if (bucket.length === 2) {
      ranked.push(...headToHead(bucket[0]!, bucket[1]!, results, teams, prefix, ratioText));
    } else {
      ranked.push(...byOverallRatio(bucket, results, teams, prefix, `${ratioText}, igual entre ${joinNames(bucket.map(name))}`));
    }
  });
  return ranked;
}

function headToHead(
  x: string,
  y: string,
  results: readonly Result[],
  teams: ReadonlyMap<string, PoolTeam>,
  prefix: (id: string) => string,
  before: string | null,
): Ranked[] {
  const name = (id: string) => teams.get(id)?.name ?? id;
  const match = results.find((result) => (result.a === x && result.b === y) || (result.a === y && result.b === x));
  const lead = (id: string) => `${prefix(id)}: ${before ? `${before}; ` : ''}`;
  if (match) {
    return [
      { id: match.winner, why: `${lead(match.winner)}venceu o confronto direto contra ${name(match.loser)}` },
      { id: match.loser, why: `${lead(match.loser)}perdeu o confronto direto para ${name(match.winner)}` },
    ];
  }
  return byOverallRatio([x, y], results, teams, prefix, before ? `${before}; sem confronto direto` : 'sem confronto direto');
}

function byOverallRatio(
  group: readonly string[],
  results: readonly Result[],
  teams: ReadonlyMap<string, PoolTeam>,
  prefix: (id: string) => string,
  before: string,
): Ranked[] {
  const ratios = new Map(group.map((id) => [id, ratioAmong(id, results, null)]));
  const buckets = bucketsBy(group, (id) => ratios.get(id)!);
  const ranked: Ranked[] = [];
  buckets.forEach((bucket, index) => {
    const place = buckets.length === 1 ? 'mesma' : index === 0 ? 'melhor' : index === buckets.length - 1 ? 'pior' : 'intermediária';
    const ratioText = `${place} razão de pontos no grupo (${formatRatio(ratios.get(bucket[0]!)!)})`;
    const bySeed = [...bucket].sort((x, y) => teams.get(x)!.seed - teams.get(y)!.seed);
    for (const id of bySeed) {
      const seedText = bucket.length > 1 ? `; decidido pelo sorteio (cabeça de chave ${teams.get(id)!.seed})` : '';
      ranked.push({ id, why: `${prefix(id)}: ${before}; ${ratioText}${seedText}` });
    }
  });
  return ranked;
}

/** Groups ids by a numeric key, highest key first; equal keys stay together in input order. */
function bucketsBy(ids: readonly string[], key: (id: string) => number): string[][] {
  const sorted = [...ids].sort((x, y) => compareDesc(key(x), key(y)));
  const buckets: string[][] = [];
  for (const id of sorted) {
    const last = buckets[buckets.length - 1];
    if (last && key(last[0]!) === key(id)) last.push(id);
    else buckets.push([id]);
  }
  return buckets;
}

const compareDesc = (x: number, y: number) => (x === y ? 0 : x > y ? -1 : 1);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export type Tally = Omit<PoolRow, 'position' | 'explanation'>;

/** The match points one finished game gives a team: the one place P is counted (win 2, loss 1, forfeit 0). */
export function matchPointsOf(won: boolean, forfeited: boolean): number {
  if (won) return MATCH_POINTS.win;
  return forfeited ? MATCH_POINTS.forfeit : MATCH_POINTS.loss;
}

/**
 * Each team's line over the finished games between teams of `teamIds` (zeros for a team that has not played): what
 * the pool tables and the overall table both show, so P, V, D, S and F read the same everywhere.
 */
export function tallyTeams(teamIds: readonly string[], results: readonly Result[]): Map<string, Tally> {
  const rows = new Map<string, Tally>(
    teamIds.map((id) => [id, { teamId: id, played: 0, wins: 0, losses: 0, forfeits: 0, matchPoints: 0, setsWon: 0, setsLost: 0, pointsFor: 0, pointsAgainst: 0 }]),
  );
  for (const result of results) {
    const a = rows.get(result.a);
    const b = rows.get(result.b);
    if (!a || !b) continue;
    for (const [row, mine, theirs, setsMine, setsTheirs, side] of [
      [a, result.pointsA, result.pointsB, result.setsA, result.setsB, 'a'],
      [b, result.pointsB, result.pointsA, result.setsB, result.setsA, 'b'],
    ] as const) {
      const won = result.winner === row.teamId;
      const forfeited = !won && result.forfeitBy === side;
      row.played += 1;
      row.pointsFor += mine;
      row.pointsAgainst += theirs;
      row.setsWon += setsMine;
      row.setsLost += setsTheirs;
      row.wins += won ? 1 : 0;
      row.losses += won ? 0 : 1;
      row.forfeits += forfeited ? 1 : 0;
      row.matchPoints += matchPointsOf(won, forfeited);
    }
  }
  return rows;
}

/** "4 pontos (1 vitória, 2 derrotas)": the P a row shows, in words. */
export const recordText = (row: Pick<Tally, 'matchPoints' | 'wins' | 'losses'>) =>
  `${plural(row.matchPoints, 'ponto', 'pontos')} (${plural(row.wins, 'vitória', 'vitórias')}, ${plural(row.losses, 'derrota', 'derrotas')})`;

/** The pool table in FIVB order, each row with its explanation. Only finished games count. */
export function rankPool(poolTeams: readonly PoolTeam[], games: readonly PoolGame[]): PoolRow[] {
  const teams = new Map(poolTeams.map((team) => [team.id, team]));
  const results = finishedResults(games).filter((result) => teams.has(result.a) && teams.has(result.b));
  const rows = tallyTeams(
    poolTeams.map((team) => team.id),
    results,
  );
  const byPoints = bucketsBy(
    [...poolTeams].sort((x, y) => x.seed - y.seed).map((team) => team.id),
    (id) => rows.get(id)!.matchPoints,
  );
  const table: PoolRow[] = [];
  for (const group of byPoints) {
    for (const { id, why } of breakTie(group, results, teams)) {
      const row = rows.get(id)!;
      const record = recordText(row);
      table.push({ ...row, position: table.length + 1, explanation: why ? `${record}; ${why}` : record });
    }
  }
  return table;
}
