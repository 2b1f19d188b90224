/**
 * Pools and knockout, React-free: snake seeding of teams by their summed ranking points, then summed level, into pools of 3 or 4, round-robin games
 * per pool scheduled on courts, and a single-elimination bracket from the top of each pool (+ best thirds).
 */

/** A team as the draw seeds it: its members' ranking points and levels, summed. */
export type SeedTeam = { id: string; points: number; rating: number };
export type Refusal = { ok: false; message: string };

export const POOL_SIZES = [3, 4] as const;
export type PoolSize = (typeof POOL_SIZES)[number];
export const MIN_TEAMS_TO_DRAW = 3;

/** 'A', 'B', … 'Z', then 'AA'… (more than 26 pools is far beyond any beach event). */
export function poolLabel(index: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return index < letters.length ? letters[index]! : `${poolLabel(Math.floor(index / letters.length) - 1)}${letters[index % letters.length]}`;
}

/**
 * Pool sizes for `teamCount` teams, as close to `poolSize` as possible while every pool has 3 or 4 teams; null when
 * that cannot be done (fewer than 3 teams, or 5).
 */
export function poolSizes(teamCount: number, poolSize: PoolSize): number[] | null {
  if (!Number.isInteger(teamCount) || teamCount < MIN_TEAMS_TO_DRAW) return null;
  const candidates = poolSize === 4 ? [Math.ceil(teamCount / 4), Math.floor(teamCount / 3)] : [Math.floor(teamCount / 3), Math.ceil(teamCount / 4)];
  for (const pools of candidates) {
    if (pools < 1) continue;
    const small = Math.floor(teamCount / pools);
    const larger = teamCount % pools;
    if (small >= 3 && (larger === 0 ? small : small + 1) <= 4) {
      return Array.from({ length: pools }, (_, index) => (index < larger ? small + 1 : small));
    }
  }
  return null;
}

export const tooFewTeamsMessage = (teamCount: number) =>
  teamCount < MIN_TEAMS_TO_DRAW
    ? `São necessários pelo menos ${MIN_TEAMS_TO_DRAW} times para sortear os grupos (há ${teamCount})`
    : `Não é possível formar grupos de 3 ou 4 times com ${teamCount} times`;

/**
 * The refusal when too few teams are left to draw, naming why when teams with an unpaid share are released first:
 * "…: 2 times com pagamento pendente serão liberados e restaria 1".
 */
export function tooFewAfterRelease(remaining: number, released: number): string {
  if (released === 0 || remaining >= MIN_TEAMS_TO_DRAW) return tooFewTeamsMessage(remaining);
  const teams = released === 1 ? '1 time com pagamento pendente será liberado' : `${released} times com pagamento pendente serão liberados`;
  return `São necessários pelo menos ${MIN_TEAMS_TO_DRAW} times para sortear os grupos: ${teams} e ${remaining === 1 ? 'restaria 1' : `restariam ${remaining}`}`;
}

/** A team holding a slot as the draw sees it: confirmed or still waiting for a partner, and whether a share is unpaid. */
export type DrawCandidate = { id: string; name: string; confirmed: boolean; unpaid: boolean };
export type DrawPreview = { release: { id: string; name: string }[]; draw: { id: string; name: string }[]; refusal: string | null };

/**
 * What a draw would do, before the organizer confirms it: the teams with an unpaid share it releases, the confirmed
 * teams it draws, and its refusal when too few would remain (the draw itself asks the same, drawPools in the API).
 */
export function drawPreview(candidates: readonly DrawCandidate[]): DrawPreview {
  const named = ({ id, name }: DrawCandidate) => ({ id, name });
  const release = candidates.filter((team) => team.unpaid).map(named);
  const draw = candidates.filter((team) => team.confirmed && !team.unpaid).map(named);
  return { release, draw, refusal: draw.length < MIN_TEAMS_TO_DRAW ? tooFewAfterRelease(draw.length, release.length) : null };
}

/** Teams in seed order, best first: more points, then the higher level; equal teams keep their given order (sign-up order). */
export function bySeed<T extends SeedTeam>(teams: readonly T[]): T[] {
  return teams
    .map((team, index) => ({ team, index }))
    .sort((x, y) => y.team.points - x.team.points || y.team.rating - x.team.rating || x.index - y.index)
    .map(({ team }) => team);
}

/**
 * Snake seeding: seeds 1..k go to pools A..K, seeds k+1..2k back from K to A, and so on. Answers the pools' team ids
 * in seed order (the first of each pool is its top seed).
 */
export function snakePools(teams: readonly SeedTeam[], poolSize: PoolSize): { ok: true; pools: string[][] } | Refusal {
  const sizes = poolSizes(teams.length, poolSize);
  if (!sizes) return { ok: false, message: tooFewTeamsMessage(teams.length) };
  const count = sizes.length;
  const pools: string[][] = sizes.map(() => []);
  const seeded = bySeed(teams);
  let index = 0;
  for (let round = 0; index < seeded.length; round += 1) {
    const order = Array.from({ length: count }, (_, position) => (round % 2 === 0 ? position : count - 1 - position));
    for (const pool of order) {
      if (index >= seeded.length) break;
      if (pools[pool]!.length >= sizes[pool]!) continue;
      pools[pool]!.push(seeded[index]!.id);
      index += 1;
    }
  }
  return { ok: true, pools };
}

/** Manual pools: every drawable team exactly once, pools of 3 or 4. */
export function checkManualPools(pools: readonly (readonly string[])[], drawable: readonly string[]): { ok: true } | Refusal {
  const known = new Set(drawable);
  const seen = new Set<string>();
  for (const [index, pool] of pools.entries()) {
    if (pool.length < 3 || pool.length > 4) return { ok: false, message: `Grupo ${poolLabel(index)}: cada grupo precisa de 3 ou 4 times` };
    for (const id of pool) {
      if (!known.has(id)) return { ok: false, message: `Grupo ${poolLabel(index)}: time não inscrito neste campeonato` };
      if (seen.has(id)) return { ok: false, message: `Grupo ${poolLabel(index)}: o mesmo time está em dois grupos` };
      seen.add(id);
    }
  }
  if (seen.size !== known.size) return { ok: false, message: `Todos os ${known.size} times devem estar em um grupo (faltam ${known.size - seen.size})` };
  return { ok: true };
}

export type PairGame = { teamAId: string; teamBId: string };

/** Round-robin rounds by the circle method: every team meets every other once; at most one game per team a round. */
export function roundRobin(teamIds: readonly string[]): PairGame[][] {
  const ids: (string | null)[] = [...teamIds];
  if (ids.length % 2 === 1) ids.push(null);
  const n = ids.length;
  const rounds: PairGame[][] = [];
  for (let round = 0; round < n - 1; round += 1) {
    const games: PairGame[] = [];
    for (let i = 0; i < n / 2; i += 1) {
      const x = ids[i];
      const y = ids[n - 1 - i];
      if (x && y) games.push(i === 0 && round % 2 === 1 ? { teamAId: y, teamBId: x } : { teamAId: x, teamBId: y });
    }
    rounds.push(games);
    // Keep the first in place, rotate the rest one step.
    ids.splice(1, 0, ids.pop()!);
  }
  return rounds;
}

export type PoolGamePlan = PairGame & { group: string; round: number };

/** Every pool's round-robin, interleaved by round across pools (round 1 of A, B, C…, then round 2…). */
export function poolGames(pools: readonly { label: string; teamIds: readonly string[] }[]): PoolGamePlan[] {
  const perPool = pools.map((pool) => roundRobin(pool.teamIds));
  const rounds = Math.max(0, ...perPool.map((rounds) => rounds.length));
  const plan: PoolGamePlan[] = [];
  for (let round = 0; round < rounds; round += 1) {
    perPool.forEach((poolRounds, index) => {
      for (const game of poolRounds[round] ?? []) plan.push({ ...game, group: pools[index]!.label, round: round + 1 });
    });
  }
  return plan;
}

export type Schedule = { startsAt: Date; courts: number; minutesPerGame: number };

export const courtName = (index: number) => `Quadra ${index + 1}`;

/**
 * Court and time for each game, in order: time slots of `minutesPerGame`, up to `courts` games per slot, and never one
 * team twice in a slot (a game that would clash waits for the next slot, later games may move ahead of it).
 */
export function scheduleGames<T extends PairGame>(games: readonly T[], schedule: Schedule): (T & { court: string; scheduledAt: Date })[] {
  const waiting = [...games];
  const out: (T & { court: string; scheduledAt: Date })[] = [];
  for (let slot = 0; waiting.length > 0; slot += 1) {
    const busy = new Set<string>();
    const at = new Date(schedule.startsAt.getTime() + slot * schedule.minutesPerGame * 60_000);
    let court = 0;
    for (let index = 0; index < waiting.length && court < schedule.courts; ) {
      const game = waiting[index]!;
      if (busy.has(game.teamAId) || busy.has(game.teamBId)) {
        index += 1;
        continue;
      }
      busy.add(game.teamAId);
      busy.add(game.teamBId);
      out.push({ ...game, court: courtName(court), scheduledAt: at });
      court += 1;
      waiting.splice(index, 1);
    }
  }
  return out;
}

/**
 * Each game's place in its court's queue (1-based), in the order given (scheduleGames' order is the time order),
 * after the `taken` places each court already has (a knockout round joins the queues the pools left).
 */
export function queuePositions(games: readonly { court: string }[], taken: ReadonlyMap<string, number> = new Map()): number[] {
  const last = new Map(taken);
  return games.map((game) => {
    const position = (last.get(game.court) ?? 0) + 1;
    last.set(game.court, position);
    return position;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Knockout

/** A team's line in its final pool table, as the knockout reads it. */
export type PoolPlace = {
  teamId: string;
  pool: string;
  position: number;
  played: number;
  matchPoints: number;
  pointsFor: number;
  pointsAgainst: number;
  rating: number;
};

const ratio = (place: PoolPlace) => (place.pointsAgainst === 0 ? (place.pointsFor > 0 ? Number.POSITIVE_INFINITY : 0) : place.pointsFor / place.pointsAgainst);
const perGame = (place: PoolPlace) => (place.played === 0 ? 0 : place.matchPoints / place.played);

/** Teams of the same pool position across pools (pools of 3 and 4 alike): match points per game, point ratio, rating. */
export function compareAcrossPools(x: PoolPlace, y: PoolPlace): number {
  return perGame(y) - perGame(x) || (ratio(y) === ratio(x) ? 0 : ratio(y) > ratio(x) ? 1 : -1) || y.rating - x.rating || x.pool.localeCompare(y.pool);
}

/**
 * The knockout's seeds: every pool's 1st (best first), then every 2nd…, down to `qualifiersPerPool`, then the best
 * `bestThirds` of the next position.
 */
export function knockoutQualifiers(places: readonly PoolPlace[], qualifiersPerPool: number, bestThirds: number): { ok: true; seeds: PoolPlace[] } | Refusal {
  const pools = new Set(places.map((place) => place.pool));
  const smallest = Math.min(...[...pools].map((pool) => places.filter((place) => place.pool === pool).length));
  if (qualifiersPerPool > smallest) return { ok: false, message: `Há grupo com apenas ${smallest} times: no máximo ${smallest} classificados por grupo` };
  const seeds: PoolPlace[] = [];
  for (let position = 1; position <= qualifiersPerPool; position += 1) {
    seeds.push(...places.filter((place) => place.position === position).sort(compareAcrossPools));
  }
  if (bestThirds > 0) {
    const next = places.filter((place) => place.position === qualifiersPerPool + 1).sort(compareAcrossPools);
    if (bestThirds > next.length) return { ok: false, message: `Só há ${next.length} times na ${qualifiersPerPool + 1}ª posição dos grupos` };
    seeds.push(...next.slice(0, bestThirds));
  }
  if (seeds.length < 2) return { ok: false, message: 'O mata-mata precisa de pelo menos 2 classificados' };
  return { ok: true, seeds };
}

/** Seed numbers in bracket order for a bracket of `size` (a power of 2): 1 and 2 can only meet in the final. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const total = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, total - seed]);
  }
  return order;
}

/**
 * The first round in bracket order (pairs at 0-1, 2-3…), null = a bye for the seed beside it. Two teams of one pool do
 * not meet in the first round when swapping same-tier seeds avoids it.
 */
export function knockoutBracket(seeds: readonly { teamId: string; pool: string }[]): (string | null)[] {
  let size = 2;
  while (size < seeds.length) size *= 2;
  const slots = bracketOrder(size).map((seed) => seeds[seed - 1] ?? null);
  for (let pair = 0; pair < size / 2; pair += 1) {
    const [high, low] = [slots[pair * 2], slots[pair * 2 + 1]];
    if (!high || !low || high.pool !== low.pool) continue;
    for (let other = 0; other < size / 2; other += 1) {
      if (other === pair) continue;
      const [otherHigh, otherLow] = [slots[other * 2], slots[other * 2 + 1]];
      if (!otherHigh || !otherLow) continue;
      if (otherLow.pool !== high.pool && low.pool !== otherHigh.pool) {
        slots[pair * 2 + 1] = otherLow;
        slots[other * 2 + 1] = low;
        break;
      }
    }
  }
  return slots.map((slot) => slot?.teamId ?? null);
}

export function knockoutRoundName(gamesInRound: number): string {
  if (gamesInRound === 1) return 'Final';
  if (gamesInRound === 2) return 'Semifinal';
  if (gamesInRound === 4) return 'Quartas de final';
  if (gamesInRound === 8) return 'Oitavas de final';
  return `Rodada de ${gamesInRound * 2}`;
}

/** "Semifinal 2", "Final" */
export function knockoutGameLabel(bracketSize: number, round: number, slot: number): string {
  const games = bracketSize / 2 ** round;
  const name = knockoutRoundName(games);
  return games === 1 ? name : `${name} ${slot}`;
}

export type KnockoutGame = { id: string; round: number; slot: number; teamAId: string; teamBId: string; winnerId: string | null };
export type KnockoutPlan = {
  /** Games whose two teams are now known and that do not exist yet. */
  create: { round: number; slot: number; teamAId: string; teamBId: string }[];
  /** Existing games whose teams changed (a corrected score upstream). */
  update: { id: string; teamAId: string; teamBId: string; finished: boolean }[];
};

/** Walks the bracket round by round: who plays each game given the results so far (byes advance at once). */
export function knockoutPlan(bracket: readonly (string | null)[], existing: readonly KnockoutGame[]): KnockoutPlan {
  const plan: KnockoutPlan = { create: [], update: [] };
  // undefined = not known yet; null = nobody (an empty bracket slot).
  let entrants: (string | null | undefined)[] = [...bracket];
  for (let round = 1; entrants.length > 1; round += 1) {
    const next: (string | null | undefined)[] = [];
    for (let slot = 1; slot <= entrants.length / 2; slot += 1) {
      const [x, y] = [entrants[slot * 2 - 2], entrants[slot * 2 - 1]];
      const game = existing.find((item) => item.round === round && item.slot === slot);
      if (x === undefined || y === undefined) {
        next.push(undefined);
        continue;
      }
      if (x === null || y === null) {
        next.push(x ?? y);
        continue;
      }
      if (!game) {
        plan.create.push({ round, slot, teamAId: x, teamBId: y });
        next.push(undefined);
        continue;
      }
      if (game.teamAId !== x || game.teamBId !== y) {
        plan.update.push({ id: game.id, teamAId: x, teamBId: y, finished: game.winnerId !== null });
        next.push(undefined);
        continue;
      }
      next.push(game.winnerId ?? undefined);
    }
    entrants = next;
  }
  return plan;
}
