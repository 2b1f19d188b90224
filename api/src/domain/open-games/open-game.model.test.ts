/**
 * A model-based test of one open game's machine (open → full → played → reported → confirmed, or lapsed), against the
 * real API in-process on its PGlite copy, with the app's clock (`deps.now`) moved by the model. The model is written
 * here on its own (not with shared/src/core/rules/open-game.ts, which it checks): each command knows whether its step
 * is allowed and expects the API to do it, or to refuse it with the status the stage or the rule calls for and nothing
 * changed. After every command the game is read through the API and compared with the model: its stage, its players
 * in order, its places left, its score, and, once confirmed, whether the four levels moved (competitive only).
 *
 * A run starts with 0–3 athletes already in. Athletes 0–4 are at level 600 (0 opens the game, range 450–750); athlete 5 is at 800, outside the range.
 * Runs: OPEN_GAME_MODEL_RUNS (default 60).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { openGameSchema, type OpenGame } from '@areia/shared/core/schemas/open-game';
import { arenas } from '../../platform/db/schema';
import { call, createTestContext, createUsers, type CallResult, type TestContext, type TestPlayer } from '../../test/context';
import { drainJobs } from '../../test/jobs';

const HOUR = 3_600_000;
const STARTS_IN = 5 * HOUR;
const STANDS_AFTER = 24 * HOUR;
const ATHLETES = 6;
const OUTSIDER = 5;
const RUNS = Number(process.env.OPEN_GAME_MODEL_RUNS ?? 60);

type Model = {
  now: number;
  startsAt: number;
  competitive: boolean;
  players: number[];
  report: { by: number; sideA: [number, number]; at: number; sets: { a: number; b: number }[] } | null;
  confirmedAt: number | null;
};
type Real = { ctx: TestContext; gameId: string; users: TestPlayer[]; clock: { now: number } };
type Cmd = fc.AsyncCommand<Model, Real>;

let ctx: TestContext;
let arenaId: string;
const clock = { now: new Date('2031-01-05T12:00:00.000Z').getTime() };

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.deps.now = () => new Date(clock.now);
  [{ id: arenaId }] = (await ctx.deps.db.select({ id: arenas.id }).from(arenas).limit(1)) as [{ id: string }];
});
afterAll(async () => {
  await ctx.close();
});

function stageOf(m: Model): OpenGame['stage'] {
  if (m.confirmedAt !== null) return 'confirmed';
  if (m.report) return 'reported';
  const full = m.players.length === 4;
  if (m.now >= m.startsAt) return full ? 'played' : 'lapsed';
  return full ? 'full' : 'open';
}

const send = (real: Real, who: number, method: string, path: string, json?: unknown) =>
  call(real.ctx.app, method, `/api/open-games/${real.gameId}${path}`, { token: real.users[who]!.token, json });

async function read(real: Real): Promise<OpenGame> {
  const answer = await send(real, 0, 'GET', '');
  expect(answer.status).toBe(200);
  return openGameSchema.parse(answer.body);
}

/** The API did what the model allows, or refused with `refusal` (a pt-BR message) — then the game is as it was. */
const stats = new Map<string, number>();
const count = (key: string) => stats.set(key, (stats.get(key) ?? 0) + 1);

async function expectOutcome(real: Real, answer: CallResult, refusal: number | null, before: OpenGame, name: string) {
  count(`${name}${refusal === null ? '' : ` refused ${refusal}`}`);
  if (refusal === null) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return;
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(refusal);
  expect(answer.body.message).toMatch(/[a-zà-ú]/);
  expect(await read(real)).toEqual(before);
}

async function checkInvariants(m: Model, real: Real) {
  const game = await read(real);
  expect(game.stage).toBe(stageOf(m));
  expect(game.players.map((player) => player.id)).toEqual(m.players.map((index) => real.users[index]!.id));
  expect(game.places_left).toBe(4 - m.players.length);
  if (m.report) {
    expect(game.score).toMatchObject({ reported_by: real.users[m.report.by]!.id, sets: m.report.sets, confirmed_at: m.confirmedAt === null ? null : new Date(m.confirmedAt).toISOString() });
    const sideA = m.report.sideA.map((index) => real.users[index]!.id);
    for (const player of game.players) expect(player.side).toBe(sideA.includes(player.id) ? 'a' : 'b');
  } else expect(game.score).toBeNull();
  const moved = m.confirmedAt !== null && m.competitive;
  for (const player of game.players) expect(player.level_change !== null, player.id).toBe(moved);
  if (moved) {
    const winners = game.players.filter((player) => player.side === (m.report!.sets.filter((set) => set.a > set.b).length === 2 ? 'a' : 'b'));
    for (const winner of winners) expect(winner.level_change!).toBeGreaterThan(0);
  }
}

/** Who acts: an athlete by number, or whoever holds the k-th place now (so the steps of a full game come often). */
type Who = { athlete: number } | { place: number };
const resolve = (m: Model, who: Who) => ('athlete' in who ? who.athlete : m.players[who.place % m.players.length]!);
const named = (who: Who) => ('athlete' in who ? `${who.athlete}` : `place ${who.place}`);

class Join implements Cmd {
  constructor(readonly who: number) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const before = await read(real);
    const refusal = m.players.includes(this.who)
      ? 409
      : m.players.length === 4 || m.now >= m.startsAt || m.report
        ? 409
        : this.who === OUTSIDER
          ? 422
          : null;
    await expectOutcome(real, await send(real, this.who, 'POST', '/join'), refusal, before, 'Join');
    if (refusal === null) m.players.push(this.who);
    await checkInvariants(m, real);
  }
  toString = () => `Join(${this.who})`;
}

class Leave implements Cmd {
  constructor(readonly who: number) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const before = await read(real);
    const refusal = !m.players.includes(this.who) ? 404 : this.who === 0 ? 422 : m.now >= m.startsAt || m.report ? 409 : null;
    await expectOutcome(real, await send(real, this.who, 'POST', '/leave'), refusal, before, 'Leave');
    if (refusal === null) m.players = m.players.filter((index) => index !== this.who);
    await checkInvariants(m, real);
  }
  toString = () => `Leave(${this.who})`;
}

class Remove implements Cmd {
  constructor(
    readonly by: number,
    readonly who: number,
  ) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const before = await read(real);
    const refusal = this.by !== 0 ? 403 : this.who === 0 ? 422 : !m.players.includes(this.who) ? 404 : m.now >= m.startsAt || m.report ? 409 : null;
    await expectOutcome(real, await send(real, this.by, 'DELETE', `/players/${real.users[this.who]!.id}`), refusal, before, 'Remove');
    if (refusal === null) m.players = m.players.filter((index) => index !== this.who);
    await checkInvariants(m, real);
  }
  toString = () => `Remove(${this.by}→${this.who})`;
}

class Report implements Cmd {
  constructor(
    readonly reporter: Who,
    readonly mate: Who,
    readonly sideAWins: boolean,
  ) {}
  check = () => true;
  by = 0;
  partner = 0;
  async run(m: Model, real: Real) {
    this.by = resolve(m, this.reporter);
    this.partner = resolve(m, this.mate);
    const before = await read(real);
    const sets = this.sideAWins
      ? [
          { a: 21, b: 17 },
          { a: 21, b: 19 },
        ]
      : [
          { a: 21, b: 18 },
          { a: 14, b: 21 },
          { a: 9, b: 15 },
        ];
    const refusal = !m.players.includes(this.by)
      ? 403
      : m.report || m.players.length < 4 || m.now < m.startsAt
        ? 409
        : this.partner === this.by || !m.players.includes(this.partner)
          ? 422
          : null;
    await expectOutcome(real, await send(real, this.by, 'POST', '/score', { partner_id: real.users[this.partner]!.id, sets }), refusal, before, 'Report');
    if (refusal === null) m.report = { by: this.by, sideA: [this.by, this.partner], at: m.now, sets };
    await checkInvariants(m, real);
  }
  toString = () => `Report(${named(this.reporter)}+${named(this.mate)}, ${this.sideAWins ? 'A' : 'B'} wins)`;
}

class Confirm implements Cmd {
  constructor(readonly confirmer: Who) {}
  check = () => true;
  who = 0;
  async run(m: Model, real: Real) {
    this.who = resolve(m, this.confirmer);
    const before = await read(real);
    const refusal = !m.players.includes(this.who) ? 403 : !m.report || m.confirmedAt !== null ? 409 : m.report.sideA.includes(this.who) ? 422 : null;
    await expectOutcome(real, await send(real, this.who, 'POST', '/confirm'), refusal, before, 'Confirm');
    if (refusal === null) m.confirmedAt = m.now;
    await checkInvariants(m, real);
  }
  toString = () => `Confirm(${named(this.confirmer)})`;
}

/** The clock moves; every job due by then runs (the score standing by itself 24 h after its report). */
class TimePasses implements Cmd {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(m: Model, real: Real) {
    m.now += this.hours * HOUR;
    real.clock.now = m.now;
    await drainJobs(real.ctx.jobs, real.ctx.deps);
    if (m.report && m.confirmedAt === null && m.now >= m.report.at + STANDS_AFTER) {
      m.confirmedAt = m.now;
      count('Stands by itself');
    }
    await checkInvariants(m, real);
  }
  toString = () => `TimePasses(${this.hours} h)`;
}

const athlete = fc.integer({ min: 0, max: ATHLETES - 1 });
const who: fc.Arbitrary<Who> = fc.oneof(
  athlete.map((athlete) => ({ athlete })),
  fc.integer({ min: 0, max: 3 }).map((place) => ({ place })),
  fc.integer({ min: 0, max: 3 }).map((place) => ({ place })),
);
const commands = [
  fc.integer({ min: 1, max: ATHLETES - 1 }).map((index) => new Join(index)),
  fc.integer({ min: 1, max: ATHLETES - 1 }).map((index) => new Join(index)),
  athlete.map((index) => new Join(index)),
  athlete.map((index) => new Leave(index)),
  fc.tuple(fc.constantFrom(0, 0, 1), athlete).map(([by, index]) => new Remove(by, index)),
  fc.tuple(who, who, fc.boolean()).map(([by, partner, wins]) => new Report(by, partner, wins)),
  fc.tuple(who, who, fc.boolean()).map(([by, partner, wins]) => new Report(by, partner, wins)),
  who.map((index) => new Confirm(index)),
  who.map((index) => new Confirm(index)),
  fc.constantFrom(1, 6, 24).map((hours) => new TimePasses(hours)),
];

describe('an open game’s machine, model against the API', () => {
  it(`holds over ${RUNS} runs`, async () => {
    await fc.assert(
      // The run starts with 0–3 athletes already in (most often full), so the later stages come often.
      fc.asyncProperty(fc.boolean(), fc.constantFrom(0, 2, 3, 3, 3), fc.commands(commands, { maxCommands: 30, size: 'max' }), async (competitive, prefill, cmds) => {
        const setup = async () => {
          // Each run its own game, its athletes and a clock a year after the last run's, so no job of an earlier run is due.
          clock.now += 365 * 24 * HOUR;
          const users = [...(await createUsers(ctx.deps, ATHLETES - 1, 600)), ...(await createUsers(ctx.deps, 1, 800))];
          const startsAt = clock.now + STARTS_IN;
          const opened = await call(ctx.app, 'POST', '/api/open-games', {
            token: users[0]!.token,
            json: { arena_id: arenaId, starts_at: new Date(startsAt).toISOString(), competitive },
          });
          expect(opened.status).toBe(201);
          const players = [0];
          for (let index = 1; index <= prefill; index += 1) {
            expect((await call(ctx.app, 'POST', `/api/open-games/${opened.body.id}/join`, { token: users[index]!.token })).status).toBe(200);
            players.push(index);
          }
          await drainJobs(ctx.jobs, ctx.deps);
          const model: Model = { now: clock.now, startsAt, competitive, players, report: null, confirmedAt: null };
          return { model, real: { ctx, gameId: opened.body.id as string, users, clock } };
        };
        await fc.asyncModelRun(setup, cmds);
      }),
      { numRuns: RUNS },
    );
    console.info([...stats].sort().map(([key, value]) => `${key}: ${value}`).join('\n'));
  }, 600_000);
});
