/**
 * A model-based test of one championship's whole machine, against the real API in-process on its PGlite copy with the
 * app's clock (`deps.now`) moved by the model: sign-ups with a partner's invitation, the waitlist, PIX shares, the
 * draw, scores, the finish, reopen, cancel, jobs run at their time (test/jobs.ts) and the earned ranking's 365-day
 * window. fast-check draws short command lists; each command knows from the model whether its step is allowed and
 * expects the API to do it or to refuse it (409/422, a pt-BR message, nothing changed). After every command the
 * invariants are read through the public API (championship detail, teams, waitlist, payments, players).
 *
 * Harness, not product: a run starts from a fresh championship and fresh athletes, with some teams already confirmed
 * (rows as a sign-up and an acceptance leave them; shares and deadline jobs by `teamTookConfirmedSlot`), maybe paid,
 * drawn or played, and maybe an earlier result of each athlete close to its 365 days. Jobs queued by earlier runs are
 * dropped at each start. "Time passes" runs every job due by the new clock, then the ranking's daily expiry over
 * exactly the span that passed (as the cron would have, night after night).
 *
 * Runs: MODEL_RUNS (default 300); replay a failure with the seed, path and replayPath it prints
 * (`pnpm test:model --runs 1000`, `pnpm test:model --seed 123 --path "4:2" --replay "AB:q"`; scripts/test-model.mjs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { championshipPoints } from '@areia/shared/core/rules/ranking/points';
import { rankingPointsAt, RESULT_WINDOW_MS, type RankingResult } from '@areia/shared/core/rules/ranking/points-window';
import { paymentTotals } from '@areia/shared/core/rules/payment';
import { REOPEN_WINDOW_MS } from '@areia/shared/core/rules/lifecycle';
import type { PaymentStatus } from '@areia/shared/core/schemas/payment';
import { championships, invitations, payments, rankingResults, teamMembers, teams, users } from '../../platform/db/schema';
import { teamTookConfirmedSlot } from '../roster/waitlist';
import { JOB_SCHEMA } from '../../platform/jobs/queue';
import { openSession } from '../../platform/auth/auth';
import { VOLEI, call, createChampionship, createTestContext, createUsers, type CallResult, type TestContext } from '../../test/context';
import { drainJobs } from '../../test/jobs';
import { expireRankingPoints } from '../ranking/expiry';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const INVITATION_MS = 48 * HOUR;
const PAYMENT_HOURS = 48;
const ATHLETES = 10;
const PRICE = 5000;
const CATEGORY = 'Iniciante';
const BASE = `/api/championships/${VOLEI}`;
const ORG = '/api/organizer/championships';
const PIX = { key: '+55 (21) 98888-7777', name: 'Organização Areia', city: 'Niterói' };

const RUNS = Number(process.env.MODEL_RUNS ?? 300);
const SEED = process.env.MODEL_SEED === undefined ? undefined : Number(process.env.MODEL_SEED);
const PATH = process.env.MODEL_PATH;
/** The commands' own replay path, printed after a shrunk counterexample as replayPath="…". */
const REPLAY = process.env.MODEL_REPLAY;
const MAX_COMMANDS = Number(process.env.MODEL_MAX_COMMANDS ?? 20);


// ---------------------------------------------------------------------------------------------------------------
// The model

type Where = 'slot' | 'list' | 'gone';
type MTeam = {
  id: string;
  n: number;
  members: [number, number];
  invitationId: string;
  status: 'pending' | 'confirmed';
  where: Where;
  listedSeq: number;
  /** When the partner's invitation runs out: on the list, the championship's start. */
  expiresAt: number;
  drawn: boolean;
  /** Lost its slot at the payment deadline or the draw: the row stays as a record. */
  released: boolean;
};
/** A share's status, as the model expects the API to show it. */
type MStatus = PaymentStatus;
type MShare = { id: string; teamId: string; player: number; status: MStatus; deadline: number };

type Model = {
  now: number;
  championshipId: string;
  maxTeams: number;
  price: number;
  occurs: number;
  signupsClosed: boolean;
  drawn: boolean;
  gamesLeft: number;
  finishedAt: number | null;
  cancelled: boolean;
  teams: MTeam[];
  seq: number;
  shares: MShare[];
  /** Results of each athlete (index), as the ranking keeps them. */
  results: RankingResult[][];
  /** Names of what was done, for the failure's story. */
  log: string[];
};

type Athlete = { id: string; email: string; nickname: string; token: string };
/** `quiet` while a run's start is built through the API: its steps are taken, not checked. */
type Real = { athletes: Athlete[]; organizer: Athlete; tokensAt: number; quiet: boolean };

/** What the runs did, step by step: allowed steps taken and refusals seen (printed at the end). */
const stats = new Map<string, number>();

type Stage = 'inscricoes_abertas' | 'inscricoes_encerradas' | 'em_andamento' | 'finalizado' | 'cancelado';
function stageOf(m: Model): Stage {
  if (m.cancelled) return 'cancelado';
  if (m.finishedAt !== null) return 'finalizado';
  if (m.drawn) return 'em_andamento';
  if (m.signupsClosed || m.occurs <= m.now) return 'inscricoes_encerradas';
  return 'inscricoes_abertas';
}
const teamsMayChange = (m: Model) => ['inscricoes_abertas', 'inscricoes_encerradas'].includes(stageOf(m));
const active = (m: Model) => m.teams.filter((team) => team.where !== 'gone');
const slotTeams = (m: Model) => m.teams.filter((team) => team.where === 'slot');
const listTeams = (m: Model) => m.teams.filter((team) => team.where === 'list').sort((a, b) => a.listedSeq - b.listedSeq);
const busy = (m: Model, athlete: number) => active(m).some((team) => team.members.includes(athlete));
const teamShares = (m: Model, teamId: string) => m.shares.filter((share) => share.teamId === teamId);
const LIVE: MStatus[] = ['pendente', 'informado', 'pago'];

/** What leaving does to a share (withdrawal, release, cancel): paid money owed back, unpaid lapses, is withdrawn or cancelled. */
function releaseShare(share: MShare, cause: 'withdrawal' | 'cancellation' | 'release' = 'release'): void {
  if (share.status === 'pago') share.status = 'reembolso_pendente';
  else if (cause === 'withdrawal' && (share.status === 'informado' || share.status === 'pendente')) share.status = 'retirado';
  else if (cause === 'cancellation' && (share.status === 'informado' || share.status === 'pendente')) share.status = 'cancelado';
  else if (share.status === 'informado') share.status = 'cancelado';
  else if (share.status === 'pendente') share.status = 'expirado';
}

/** The free slots go to the list's first teams, in join order. */
function promote(m: Model): void {
  if (!teamsMayChange(m) || m.occurs <= m.now) return;
  let free = m.maxTeams - slotTeams(m).length;
  for (const team of listTeams(m)) {
    if (free <= 0) break;
    team.where = 'slot';
    free -= 1;
    stats.set('(promotion from the list)', (stats.get('(promotion from the list)') ?? 0) + 1);
    if (team.status === 'pending') team.expiresAt = Math.min(m.now + INVITATION_MS, m.occurs);
    else takeShares(m, team);
  }
}

/** A confirmed team holding a slot owes the price per member. */
function takeShares(m: Model, team: MTeam): void {
  if (m.price <= 0 || team.where !== 'slot' || team.status !== 'confirmed') return;
  const deadline = Math.min(m.now + PAYMENT_HOURS * HOUR, m.occurs);
  for (const player of team.members) m.shares.push({ id: '', teamId: team.id, player, status: 'pendente', deadline });
}

function leave(m: Model, team: MTeam): void {
  const hadSlot = team.where === 'slot';
  team.where = 'gone';
  // Only a withdrawal or a declined invitation leaves this way, and a team with shares is one that withdrew.
  for (const share of teamShares(m, team.id)) releaseShare(share, 'withdrawal');
  if (hadSlot) promote(m);
}

// ---------------------------------------------------------------------------------------------------------------
// The app

let ctx: TestContext;
let organizer: Athlete;
const clock = { now: Date.UTC(2027, 2, 1, 15) };
/** Where a run's time goes (MODEL_PROFILE=1 prints it). */
const timing: Record<string, number> = { setup: 0, requests: 0, count: 0, users: 0, history: 0, prefill: 0 };
const lap = (key: string, since: number) => (timing[key] = (timing[key] ?? 0) + performance.now() - since);

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.deps.now = () => new Date(clock.now);
  [organizer] = (await createUsers(ctx.deps, 1)) as [Athlete];
  await ctx.deps.db.update(users).set({ isOrganizer: true }).where(eq(users.id, organizer.id));
  expect((await call(ctx.app, 'PUT', '/api/organizer/pix', { token: organizer.token, json: PIX })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const api = async (method: string, url: string, token: string, json?: unknown) => {
  const began = performance.now();
  try {
    return await call(ctx.app, method, url, { token, ...(json === undefined ? {} : { json }) });
  } finally {
    lap('requests', began);
    timing.count = (timing.count ?? 0) + 1;
  }
};

/** Sessions last 7 days of the app's clock: reopened when the model's clock ran far. */
async function freshTokens(real: Real, m: Model): Promise<void> {
  if (m.now - real.tokensAt < 5 * DAY) return;
  for (const user of [...real.athletes, real.organizer]) user.token = await openSession(ctx.deps, user);
  real.tokensAt = m.now;
}

/** What a refusal must leave as it was: everything the public reads show of the championship. */
async function snapshot(m: Model, real: Real, needed = true) {
  if (!needed || real.quiet) return null;
  const t = real.organizer.token;
  const [detail, teams, waitlist, payments] = await Promise.all([
    api('GET', `${BASE}/${m.championshipId}`, t),
    api('GET', `${BASE}/${m.championshipId}/teams`, t),
    api('GET', `${BASE}/${m.championshipId}/waitlist`, t),
    api('GET', `${ORG}/${m.championshipId}/payments`, t),
  ]);
  // Shares of teams that left have no position: compared in id order.
  const shares = [...(payments.body as { id: string }[])].sort((x, y) => (x.id < y.id ? -1 : 1));
  return { detail: detail.body, teams: teams.body, waitlist: waitlist.body, payments: shares };
}

/** A refusal: 409 when the stage forbids, 422 when a rule does; a pt-BR sentence; nothing changed. */
async function expectRefusal(response: CallResult, before: unknown, m: Model, real: Real, what: string): Promise<void> {
  expect([409, 422], `${what}: ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status);
  expect(typeof response.body?.message).toBe('string');
  expect(response.body.message.length).toBeGreaterThan(3);
  expect(await snapshot(m, real), `${what} changed something`).toEqual(before);
}

function expectOk(response: CallResult, what: string): void {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(200);
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
}

/** New shares in the model take their ids from the organizer's list (matched by team and player). */
async function adoptShareIds(m: Model, real: Real): Promise<void> {
  if (!m.shares.some((share) => share.id === '')) return;
  adoptIds(m, real, (await api('GET', `${ORG}/${m.championshipId}/payments`, real.organizer.token)).body);
}
function adoptIds(m: Model, real: Real, rows: { id: string; teamId: string | null; playerId: string }[]): void {
  for (const share of m.shares.filter((item) => item.id === '')) {
    const row = rows.find((item) => item.teamId === share.teamId && item.playerId === real.athletes[share.player]!.id && !m.shares.some((known) => known.id === item.id));
    if (row) share.id = row.id;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Invariants, read through the public API

type PaymentRowRead = { id: string; teamId: string | null; playerId: string; status: PaymentStatus; amountCents: number; deadline: string };
type Reads = { liveIds: string[]; teams: { id: string; status: string }[]; listed: string[]; rows: PaymentRowRead[]; grouped: Map<string, string> | null };

/** The public reads the invariants stand on: teams holding slots, the waitlist, the organizer's payments, the pools. */
async function readAll(m: Model, real: Real): Promise<Reads> {
  const t = real.organizer.token;
  const [teams, waitlist, payments, groups] = await Promise.all([
    api('GET', `${BASE}/${m.championshipId}/teams`, t),
    api('GET', `${BASE}/${m.championshipId}/waitlist`, t),
    api('GET', `${ORG}/${m.championshipId}/payments`, t),
    m.drawn ? api('GET', `${BASE}/${m.championshipId}/groups`, t) : undefined,
  ]);
  expect([teams.status, waitlist.status, payments.status]).toEqual([200, 200, 200]);
  const list = teams.body as { id: string; status: string }[];
  return {
    liveIds: list.map((team) => team.id),
    teams: list,
    listed: (waitlist.body as { id: string }[]).map((team) => team.id),
    rows: payments.body as PaymentRowRead[],
    grouped: groups ? new Map((groups.body as { team_id: string; group_label: string }[]).map((row) => [row.team_id, row.group_label])) : null,
  };
}

function checkInvariants(m: Model, real: Real, reads: Reads, after: string): void {
  const { liveIds, listed, rows, grouped } = reads;
  const say = (text: string) => `${text} (after ${after})`;

  // After the draw every drawn team stays in its pool, and every confirmed team holding a slot is in one.
  if (grouped && !m.cancelled) {
    for (const team of m.teams.filter((item) => item.drawn)) {
      expect(grouped.has(team.id) && liveIds.includes(team.id), say(`drawn team #${team.n} still in its pool`)).toBe(true);
    }
    for (const team of reads.teams.filter((item) => item.status === 'confirmed')) expect(grouped.has(team.id), say(`confirmed team ${team.id} is in a pool`)).toBe(true);
  }
  expect(liveIds.length, say('slots taken ≤ max_teams')).toBeLessThanOrEqual(m.maxTeams);
  // The teams holding slots are the model's (pending ones whose invitation ran out are gone).
  const expectedLive = slotTeams(m).filter((team) => team.status === 'confirmed' || team.expiresAt > m.now);
  expect(new Set(liveIds), say('teams holding slots')).toEqual(new Set(expectedLive.map((team) => team.id)));
  expect(listed, say('the waitlist, first in first out')).toEqual(listTeams(m).map((team) => team.id));
  expect(listed.filter((id) => liveIds.includes(id)), say('a team both waiting and holding a slot')).toEqual([]);

  for (const row of rows) {
    if (row.status === 'pendente' || row.status === 'informado') {
      expect(row.teamId !== null && liveIds.includes(row.teamId), say(`a ${row.status} share belongs to a team holding a slot`)).toBe(true);
      expect(m.cancelled, say(`a ${row.status} share in a cancelled championship`)).toBe(false);
    }
  }
  // Each share as the model says: reported shares of a leaving team are not owed back.
  expect(rows.length, say('number of shares')).toBe(m.shares.length);
  for (const share of m.shares.filter((item) => item.id !== '')) {
    const row = rows.find((item) => item.id === share.id);
    expect(row, say(`share ${share.id}`)).toBeDefined();
    expect(row!.status, say(`share of athlete ${share.player}`)).toBe(share.status);
  }
  // The organizer's totals are the sums of the shares.
  const totals = paymentTotals(rows);
  const sum = (statuses: PaymentStatus[]) => rows.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + row.amountCents, 0);
  expect(totals, say('organizer totals')).toEqual({ receivedCents: sum(['pago']), dueCents: sum(['pendente', 'informado']), refundDueCents: sum(['reembolso_pendente']) });
  const expected = paymentTotals(m.shares.map((share) => ({ amountCents: m.price, status: share.status })));
  expect([totals.receivedCents, totals.dueCents], say('received and due')).toEqual([expected.receivedCents, expected.dueCents]);


}

/** After the jobs due ran: before the draw, no team keeps a slot with a share unpaid past its deadline. */
function checkDeadlinesKept(m: Model, reads: Reads): void {
  if (!teamsMayChange(m)) return;
  for (const row of reads.rows) {
    if (row.status === 'pendente' && row.teamId && reads.liveIds.includes(row.teamId)) {
      expect(Date.parse(row.deadline), 'a team keeps its slot with a share unpaid past its deadline').toBeGreaterThan(m.now);
    }
  }
}

/** Each athlete's points: the best 5 of their results finalized in the 365 days before now (one search of the run's athletes). */
async function checkPoints(m: Model, real: Real, after: string): Promise<void> {
  if (real.quiet) return;
  if (m.results.every((results) => results.length === 0)) return;
  const batch = real.athletes[0]!.nickname.slice(0, 7);
  const page = await api('GET', `/api/players/${VOLEI}?search=${batch}&limit=50`, real.organizer.token);
  const found = new Map((page.body as { id: string; ranking_points: number }[]).map((player) => [player.id, player.ranking_points]));
  for (const [index, athlete] of real.athletes.entries()) {
    const results = m.results[index]!;
    const points = found.get(athlete.id) ?? (await api('GET', `/api/players/${VOLEI}/${athlete.id}`, real.organizer.token)).body.ranking_points;
    expect(points, `points of athlete ${index} after ${after}, results ${JSON.stringify(results)}`).toBe(rankingPointsAt(results, new Date(m.now)));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Commands

type Cmd = fc.AsyncCommand<Model, Real>;
const member = (id: string) => ({ player_id: id, nickname: 'x', avatar_url: null, rating: 0, whatsapp: null });

const count = (key: string) => stats.set(key, (stats.get(key) ?? 0) + 1);

async function afterCommand(m: Model, real: Real, name: string, refused = false, first?: (reads: Reads) => void): Promise<Reads | undefined> {
  m.log.push(name);
  if (real.quiet) {
    await adoptShareIds(m, real);
    return undefined;
  }
  count(`${name.replace(/\(.*$/, '')}${refused ? ' refused' : ''}`);
  const reads = await readAll(m, real);
  adoptIds(m, real, reads.rows);
  first?.(reads);
  checkInvariants(m, real, reads, name);
  return reads;
}

/** An athlete signs up with a partner (a pending team holding a slot), or joins the waitlist. */
class SignUp implements Cmd {
  constructor(
    readonly a: number,
    readonly b: number,
    readonly list: boolean,
    readonly probe: boolean,
  ) {}
  /** The pair: two athletes in no team (the picks index the free ones), or, probing, the picks as they are. */
  pair = (m: Model): [number, number] => {
    const free = Array.from({ length: ATHLETES }, (_, index) => index).filter((index) => !busy(m, index));
    if (this.probe || free.length < 2) return [this.a, this.b];
    const first = this.a % free.length;
    return [free[first]!, free[(first + 1 + (this.b % (free.length - 1))) % free.length]!];
  };
  allowed = (m: Model) => {
    const [a, b] = this.pair(m);
    const full = slotTeams(m).filter((team) => team.status === 'confirmed' || team.expiresAt > m.now).length >= m.maxTeams || listTeams(m).length > 0;
    return stageOf(m) === 'inscricoes_abertas' && a !== b && !busy(m, a) && !busy(m, b) && (this.list ? full : !full);
  };
  check = (m: Model) => this.allowed(m) || this.probe;
  async run(m: Model, real: Real) {
    await freshTokens(real, m);
    const [ia, ib] = this.pair(m);
    const [a, b] = [real.athletes[ia]!, real.athletes[ib]!];
    const allowed = this.allowed(m);
    const before = await snapshot(m, real, !allowed);
    const response = await api('POST', `${BASE}/${m.championshipId}/${this.list ? 'waitlist' : 'teams'}`, a.token, {
      championship_id: m.championshipId,
      team_members: [member(a.id), member(b.id)],
    });
    if (!allowed) {
      if (ia === ib) expect([400, 409, 422]).toContain(response.status);
      else await expectRefusal(response, before, m, real, this.toString());
      await afterCommand(m, real, this.toString(), true);
      return;
    }
    expect(response.status, `${this}: ${JSON.stringify(response.body)}`).toBe(201);
    const invitations = (await api('GET', '/api/invitations', b.token)).body as { id: string; championship: { id: string } }[];
    const invitation = invitations.find((item) => item.championship.id === m.championshipId)!;
    expect(invitation, 'the partner is invited').toBeDefined();
    const teamId = this.list ? (invitation as unknown as { team: { id: string } }).team.id : (response.body.id as string);
    if (this.list) expect(response.body.position).toBe(listTeams(m).length + 1);
    // Sign-ups sweep runs-out invitations first, as the job would.
    for (const team of slotTeams(m)) if (team.status === 'pending' && team.expiresAt <= m.now) team.where = 'gone';
    m.seq += 1;
    m.teams.push({
      id: teamId,
      n: m.teams.length,
      members: [ia, ib],
      invitationId: invitation.id,
      status: 'pending',
      where: this.list ? 'list' : 'slot',
      listedSeq: m.seq,
      // On the list an invitation stays open until the start; a promotion gives it INVITATION_MS from then.
      expiresAt: this.list ? m.occurs : Math.min(m.now + INVITATION_MS, m.occurs),
      drawn: false,
      released: false,
    });
    await afterCommand(m, real, this.toString());
  }
  toString = () => `${this.list ? 'joinWaitlist' : 'signUp'}(${this.probe ? `${this.a}+${this.b}` : `free#${this.a}+free#${this.b}`})`;
}

/** The partner answers the invitation. */
class Answer implements Cmd {
  constructor(
    readonly pick: number,
    readonly accept: boolean,
  ) {}
  /** A team waiting for this answer, else (a late or repeated answer) any team. */
  team = (m: Model) => {
    const pending = m.teams.filter((team) => team.where !== 'gone' && team.status === 'pending');
    const pool = pending.length > 0 && this.pick % 4 !== 0 ? pending : m.teams;
    return pool.length > 0 ? pool[this.pick % pool.length]! : undefined;
  };
  check = (m: Model) => {
    const team = this.team(m);
    if (!team) return false;
    // Answers the model expects refused are tried one time in four (the pick decides, so a replay takes the same path).
    const open = team.where !== 'gone' && team.status === 'pending' && team.expiresAt > m.now && teamsMayChange(m);
    if (!open && this.pick % 4 !== 1 && !(this.accept && team.status === 'pending' && team.where !== 'gone')) return false;
    // Accepting late is the point; declining once the teams are fixed is not a rule the model knows.
    if (!this.accept && !teamsMayChange(m)) return false;
    return true;
  };
  async run(m: Model, real: Real) {
    await freshTokens(real, m);
    const team = this.team(m)!;
    const partner = real.athletes[team.members[1]]!;
    const open = team.where !== 'gone' && team.status === 'pending' && team.expiresAt > m.now;
    const allowed = open && teamsMayChange(m);
    const before = await snapshot(m, real, !allowed);
    const response = await api('POST', `/api/invitations/${team.invitationId}/${this.accept ? 'accept' : 'decline'}`, partner.token);
    if (!allowed) {
      await expectRefusal(response, before, m, real, this.toString());
      await afterCommand(m, real, this.toString(), true);
      return;
    }
    expectOk(response, this.toString());
    if (this.accept) {
      team.status = 'confirmed';
      takeShares(m, team);
    } else {
      leave(m, team);
    }
    await afterCommand(m, real, this.toString());
  }
  toString = () => `${this.accept ? 'accept' : 'decline'}(team#${this.pick})`;
}

/** The team's creator withdraws it (from its slot or from the list). */
class Withdraw implements Cmd {
  constructor(readonly pick: number) {}
  team = (m: Model) => active(m)[this.pick % Math.max(1, active(m).length)];
  check = (m: Model) => this.team(m) !== undefined && !(this.team(m)!.where === 'slot' && this.team(m)!.status === 'pending' && this.team(m)!.expiresAt <= m.now);
  async run(m: Model, real: Real) {
    await freshTokens(real, m);
    const team = this.team(m)!;
    const allowed = teamsMayChange(m) && m.occurs > m.now;
    const before = await snapshot(m, real, !allowed);
    const response = await api('DELETE', `${BASE}/${m.championshipId}/teams/${team.id}`, real.athletes[team.members[0]]!.token);
    if (!allowed) {
      await expectRefusal(response, before, m, real, this.toString());
      await afterCommand(m, real, this.toString(), true);
      return;
    }
    expect(response.status, `${this}: ${JSON.stringify(response.body)}`).toBe(204);
    leave(m, team);
    await afterCommand(m, real, this.toString());
  }
  toString = () => `withdraw(active#${this.pick})`;
}

type ShareAction = 'informed' | 'confirm' | 'undo' | 'refunded';
/** "Já paguei" by the athlete, or the organizer's confirm, "Desfazer" and refund. */
class Share implements Cmd {
  constructor(
    readonly pick: number,
    readonly action: ShareAction,
  ) {}
  share = (m: Model) => {
    const known = m.shares.filter((share) => share.id !== '');
    return known.length > 0 ? known[this.pick % known.length] : undefined;
  };
  check = (m: Model) => {
    const share = this.share(m);
    if (!share) return false;
    // A reported share of a team that left: what the organizer does next is the fix's to say.
    // "Já paguei" answers the athlete's live share: only asked while this one is theirs.
    if (this.action === 'informed') return LIVE.includes(share.status) && !m.shares.some((other) => other !== share && other.player === share.player && LIVE.includes(other.status));
    return true;
  };
  async run(m: Model, real: Real) {
    await freshTokens(real, m);
    const share = this.share(m)!;
    const from = share.status as PaymentStatus;
    const rule: Record<ShareAction, { to: PaymentStatus; from: PaymentStatus[] }> = {
      informed: { to: 'informado', from: ['pendente'] },
      confirm: { to: 'pago', from: ['pendente', 'informado'] },
      undo: { to: 'pendente', from: ['informado', 'pago'] },
      refunded: { to: 'reembolsado', from: ['reembolso_pendente'] },
    };
    // "Desfazer" past the deadline (undoFollowUp in core): before the draw the team is released at once and the list
    // promoted; after it the undo is refused. Before the deadline the share waits for its deadline again.
    const step = from === rule[this.action].to ? 'same' : rule[this.action].from.includes(from) ? 'change' : 'refused';
    const late = this.action === 'undo' && step === 'change' && share.deadline <= m.now;
    const refused = step === 'refused' || (late && !teamsMayChange(m));
    const before = await snapshot(m, real, refused);
    const response =
      this.action === 'informed'
        ? await api('POST', `${BASE}/${m.championshipId}/payment/informed`, real.athletes[share.player]!.token)
        : await api('POST', `/api/organizer/payments/${share.id}/${this.action}`, real.organizer.token);
    if (refused) {
      await expectRefusal(response, before, m, real, this.toString());
      await afterCommand(m, real, this.toString(), true);
      return;
    }
    expectOk(response, `${this} from ${from}`);
    if (late) {
      const team = m.teams.find((item) => item.id === share.teamId)!;
      share.status = 'pendente';
      team.where = 'gone';
      team.released = true;
      for (const item of teamShares(m, team.id)) releaseShare(item);
      expect(response.body.status, this.toString()).toBe(share.status);
      promote(m);
    } else {
      expect(response.body.status, this.toString()).toBe(rule[this.action].to);
      share.status = rule[this.action].to;
    }
    await afterCommand(m, real, this.toString());
  }
  toString = () => `${this.action}(share#${this.pick})`;
}

/** The organizer closes sign-ups. */
class CloseSignups implements Cmd {
  check = (m: Model) => stageOf(m) === 'inscricoes_abertas';
  async run(m: Model, real: Real) {
    await freshTokens(real, m);
    expectOk(await api('POST', `${ORG}/${m.championshipId}/close-signups`, real.organizer.token), 'closeSignups');
    m.signupsClosed = true;
    await afterCommand(m, real, this.toString());
  }
  toString = () => 'closeSignups';
}

/** The organizer draws one pool of every confirmed, paid team. */
class Draw implements Cmd {
  /** `probe`: also tried where the model expects a refusal. */
  constructor(readonly probe: boolean) {}
  check = (m: Model) =>
    !m.drawn &&
    (this.probe ||
      (teamsMayChange(m) &&
        !m.shares.some((share) => share.status === 'informado') &&
        slotTeams(m).filter((team) => team.status === 'confirmed' && !teamShares(m, team.id).some((share) => share.status === 'pendente')).length >= 3));
  async run(m: Model, real: Real) {
    await freshTokens(real, m);
    const undecided = m.shares.some((share) => share.status === 'informado');
    const unpaid = (team: MTeam) => teamShares(m, team.id).some((share) => share.status === 'pendente');
    const drawable = slotTeams(m).filter((team) => team.status === 'confirmed' && !unpaid(team));
    const allowed = teamsMayChange(m) && !undecided && drawable.length >= 3;
    const before = await snapshot(m, real, !allowed);
    const response = await api('POST', `${ORG}/${m.championshipId}/pools`, real.organizer.token, {
      mode: 'snake',
      poolSize: Math.min(4, Math.max(3, drawable.length)),
      startsAt: new Date(m.now - HOUR).toISOString(),
      courts: 4,
      minutesPerGame: 30,
    });
    if (!allowed) {
      await expectRefusal(response, before, m, real, this.toString());
      await afterCommand(m, real, this.toString(), true);
      return;
    }
    expect(response.status, `draw: ${JSON.stringify(response.body)}`).toBe(200);
    for (const team of slotTeams(m).filter((item) => item.status === 'confirmed' && unpaid(item))) {
      team.where = 'gone';
      team.released = true;
      for (const share of teamShares(m, team.id)) releaseShare(share);
    }
    for (const team of drawable) team.drawn = true;
    // Teams still waiting for a partner, holding a slot or on the list, are left out: undone, invitations expired.
    for (const team of active(m)) if (team.status === 'pending') team.where = 'gone';
    m.drawn = true;
    m.signupsClosed = true;
    m.gamesLeft = (drawable.length * (drawable.length - 1)) / 2;
    await afterCommand(m, real, this.toString());
  }
  toString = () => (this.probe ? 'draw(probe)' : 'draw');
}

/** The organizer enters the scores of some games still without one. */
class Scores implements Cmd {
  constructor(
    readonly count: number,
    readonly teamAWins: boolean,
  ) {}
  check = (m: Model) => m.drawn && (m.gamesLeft > 0 || this.count === 1);
  async run(m: Model, real: Real) {
    await freshTokens(real, m);
    const games = (await api('GET', `${ORG}/${m.championshipId}/games?limit=100`, real.organizer.token)).body as { id: string; status: string; version: number }[];
    const open = games.filter((game) => game.status !== 'finalizado');
    const target = open.length > 0 ? open.slice(0, this.count) : games.slice(0, 1);
    const sets = this.teamAWins ? [{ a: 21, b: 15 }, { a: 21, b: 17 }] : [{ a: 15, b: 21 }, { a: 19, b: 21 }];
    for (const game of target) {
      const before = await snapshot(m, real, stageOf(m) !== 'em_andamento');
      const response = await api('PUT', `/api/organizer/games/${game.id}/score`, real.organizer.token, { sets, version: game.version });
      if (stageOf(m) !== 'em_andamento') {
        await expectRefusal(response, before, m, real, this.toString());
        continue;
      }
      expect(response.status, `score: ${JSON.stringify(response.body)}`).toBe(200);
      if (game.status !== 'finalizado') m.gamesLeft -= 1;
    }
    await afterCommand(m, real, this.toString());
  }
  toString = () => `scores(${this.count}, ${this.teamAWins ? 'A' : 'B'} wins)`;
}

/** The organizer finishes: places, and points to every athlete of a drawn team. */
class Finish implements Cmd {
  constructor(readonly probe: boolean) {}
  check = (m: Model) => this.probe || (m.drawn && m.gamesLeft === 0);
  async run(m: Model, real: Real) {
    await freshTokens(real, m);
    const allowed = stageOf(m) === 'em_andamento' && m.gamesLeft === 0;
    const before = await snapshot(m, real, !allowed);
    const response = await api('POST', `${ORG}/${m.championshipId}/finish`, real.organizer.token);
    if (!allowed) {
      await expectRefusal(response, before, m, real, this.toString());
      await afterCommand(m, real, this.toString(), true);
      return;
    }
    expect(response.status, `finish: ${JSON.stringify(response.body)}`).toBe(200);
    m.finishedAt = m.now;
    const results = (await api('GET', `${BASE}/${m.championshipId}/results`, real.organizer.token)).body as { team_id: string; placement: number }[];
    expect(results.length).toBe(m.teams.filter((team) => team.drawn).length);
    for (const row of results) {
      const team = m.teams.find((item) => item.id === row.team_id)!;
      for (const athlete of team.members) {
        m.results[athlete]!.push({ championshipId: m.championshipId, points: championshipPoints(CATEGORY, row.placement, results.length), finalizedAt: new Date(m.now) });
      }
    }
    await afterCommand(m, real, this.toString());
    await checkPoints(m, real, this.toString());
  }
  toString = () => (this.probe ? 'finish(probe)' : 'finish');
}

/** The organizer reopens a finished championship (within 7 days): its points are taken back. */
class Reopen implements Cmd {
  constructor(readonly probe: boolean) {}
  check = (m: Model) => this.probe || m.finishedAt !== null;
  async run(m: Model, real: Real) {
    await freshTokens(real, m);
    const allowed = m.finishedAt !== null && !m.cancelled && m.now - m.finishedAt <= REOPEN_WINDOW_MS;
    const before = await snapshot(m, real, !allowed);
    const response = await api('POST', `${ORG}/${m.championshipId}/reopen`, real.organizer.token);
    if (!allowed) {
      await expectRefusal(response, before, m, real, this.toString());
      await afterCommand(m, real, this.toString(), true);
      return;
    }
    expect(response.status, `reopen: ${JSON.stringify(response.body)}`).toBe(200);
    m.finishedAt = null;
    for (const list of m.results) {
      const index = list.findIndex((result) => result.championshipId === m.championshipId);
      if (index >= 0) list.splice(index, 1);
    }
    await afterCommand(m, real, this.toString());
    await checkPoints(m, real, this.toString());
  }
  toString = () => (this.probe ? 'reopen(probe)' : 'reopen');
}

/** The organizer cancels: every live share released. */
class Cancel implements Cmd {
  constructor(readonly probe: boolean) {}
  /** Rarely: after a cancel nothing else moves. `probe`: also once cancelled or finished. */
  check = (m: Model) => this.probe || (!m.cancelled && m.finishedAt === null && m.log.length % 3 === 2);
  async run(m: Model, real: Real) {
    await freshTokens(real, m);
    const allowed = !m.cancelled && m.finishedAt === null;
    const before = await snapshot(m, real, !allowed);
    const response = await api('POST', `${ORG}/${m.championshipId}/cancel`, real.organizer.token, { reason: 'Previsão de ressaca' });
    if (!allowed) {
      await expectRefusal(response, before, m, real, this.toString());
      await afterCommand(m, real, this.toString(), true);
      return;
    }
    expect(response.status, `cancel: ${JSON.stringify(response.body)}`).toBe(200);
    m.cancelled = true;
    m.signupsClosed = true;
    for (const share of m.shares) releaseShare(share, 'cancellation');
    // Teams still waiting for a partner are undone: their invitations expire, the team goes.
    for (const team of active(m)) if (team.status === 'pending') team.where = 'gone';
    await afterCommand(m, real, this.toString());
  }
  toString = () => (this.probe ? 'cancel(probe)' : 'cancel');
}

/** Time passes: the jobs due run (invitation expiry, payment deadlines), and the ranking's daily job covers the span. */
class TimePasses implements Cmd {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const from = m.now;
    m.now += this.ms;
    clock.now = m.now;
    await freshTokens(real, m);
    await drainJobs(ctx.jobs, ctx.deps);
    await expireRankingPoints(ctx.deps.db, { start: new Date(from), end: new Date(m.now) });
    // Invitations that ran out free their slots; before the draw, teams unpaid at their deadline are released.
    for (const team of slotTeams(m)) if (team.status === 'pending' && team.expiresAt <= m.now) team.where = 'gone';
    if (teamsMayChange(m)) {
      for (const team of slotTeams(m)) {
        if (teamShares(m, team.id).some((share) => share.status === 'pendente' && share.deadline <= m.now)) {
          team.where = 'gone';
          team.released = true;
          for (const share of teamShares(m, team.id)) releaseShare(share);
        }
      }
    }
    promote(m);
    await afterCommand(m, real, this.toString(), false, (reads) => checkDeadlinesKept(m, reads));
    await checkPoints(m, real, this.toString());
  }
  toString = () => `time(+${this.ms % HOUR === 0 ? `${this.ms / HOUR}h` : `${this.ms / 60_000}min`})`;
}

// ---------------------------------------------------------------------------------------------------------------
// The run

const athlete = fc.integer({ min: 0, max: ATHLETES - 1 });
const pick = fc.nat(20);
const probe = fc.nat(4).map((n) => n === 0);
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => Array.from({ length: weight }, () => arbitrary);
const commands = [
  ...weighted(2, fc.tuple(athlete, athlete, probe).map(([a, b, p]) => new SignUp(a, b, false, p))),
  ...weighted(3, fc.tuple(athlete, athlete, probe).map(([a, b, p]) => new SignUp(a, b, true, p))),
  fc.tuple(pick, fc.boolean()).map(([n, accept]) => new Answer(n, accept)),
  ...weighted(2, pick.map((n) => new Answer(n, true))),
  pick.map((n) => new Withdraw(n)),
  ...weighted(2, fc.tuple(pick, fc.constantFrom<ShareAction>('informed', 'confirm', 'undo', 'refunded')).map(([n, action]) => new Share(n, action))),
  ...weighted(2, fc.tuple(pick, fc.constantFrom<ShareAction>('confirm', 'undo')).map(([n, action]) => new Share(n, action))),
  fc.constant(new CloseSignups()),
  ...weighted(3, probe.map((p) => new Draw(p))),
  ...weighted(3, fc.tuple(fc.constantFrom(1, 2, 6, 6, 6), fc.boolean()).map(([count, a]) => new Scores(count, a))),
  ...weighted(3, probe.map((p) => new Finish(p))),
  ...weighted(2, probe.map((p) => new Reopen(p))),
  probe.map((p) => new Cancel(p)),
  ...weighted(
    4,
    fc
      .oneof(
        fc.integer({ min: 5, max: 6 * 60 }).map((minutes) => minutes * 60_000),
        fc.integer({ min: 1, max: 72 }).map((hours) => hours * HOUR),
        fc.integer({ min: 47, max: 50 }).map((hours) => hours * HOUR),
        fc.integer({ min: 2, max: 7 * 24 }).map((hours) => hours * HOUR),
      )
      .map((ms) => new TimePasses(ms)),
  ),
];

/** How a run starts: a fresh championship, teams already confirmed (and paid) through the API, and past results. */
const startArb = fc.record({
  maxTeams: fc.constantFrom(3, 4),
  priced: fc.boolean(),
  prefilled: fc.constantFrom(0, 1, 2, 3, 3, 4, 4),
  paid: fc.constantFrom(true, true, false),
  /** How far the run starts: sign-ups open, or (when three teams are paid) drawn, or drawn with every game scored. */
  phase: fc.constantFrom('open', 'open', 'drawn', 'played'),
  teamAWins: fc.boolean(),
  /** Hours before its first anniversary that each athlete's earlier result was finalized (null: no earlier result). */
  history: fc.option(fc.integer({ min: 1, max: 8 * 24 }), { nil: null }),
  historyPoints: fc.integer({ min: 10, max: 200 }),
});
type Start = typeof startArb extends fc.Arbitrary<infer T> ? T : never;

async function setup(start: Start): Promise<{ model: Model; real: Real }> {
  const began = performance.now();
  try {
    return await setupRun(start);
  } finally {
    lap('setup', began);
  }
}
async function setupRun(start: Start): Promise<{ model: Model; real: Real }> {
  const T0 = Date.UTC(2027, 2, 1, 15);
  clock.now = T0;
  // Jobs of earlier runs' championships are theirs: dropped, so each run drains only its own.
  await ctx.deps.db.execute(sql`DELETE FROM ${sql.raw(JOB_SCHEMA)}.job WHERE state < 'active'`);
  let began = performance.now();
  const athletes = (await createUsers(ctx.deps, ATHLETES)) as Athlete[];
  lap('users', began);
  began = performance.now();
  const real: Real = { athletes, organizer: { ...organizer, token: await openSession(ctx.deps, organizer) }, tokensAt: T0, quiet: true };
  const occurs = T0 + 10 * DAY;
  const row = await createChampionship(ctx.deps, {
    organizerId: organizer.id,
    maxTeams: start.maxTeams,
    priceCents: start.priced ? PRICE : 0,
    occurs: new Date(occurs),
    category: CATEGORY,
    paymentHours: PAYMENT_HOURS,
  });
  const m: Model = {
    now: T0,
    championshipId: row.id,
    maxTeams: start.maxTeams,
    price: start.priced ? PRICE : 0,
    occurs,
    signupsClosed: false,
    drawn: false,
    gamesLeft: 0,
    finishedAt: null,
    cancelled: false,
    teams: [],
    seq: 0,
    shares: [],
    results: athletes.map(() => []),
    log: [],
  };
  if (start.history !== null) {
    // Each athlete finished an earlier championship almost a year ago: its result runs out during this run.
    // 17 s off the hour: the harness's expiry run ends exactly at the model's clock, and a result whose 365 days end
    // at that very instant is left to the next run by the job's half-open range (the cron's two-day span catches it).
    const finalizedAt = new Date(T0 - RESULT_WINDOW_MS + start.history * HOUR + 17_000);
    const earlier = await createChampionship(ctx.deps, { organizerId: organizer.id, occurs: finalizedAt, category: CATEGORY, maxTeams: 4 });
    await ctx.deps.db.update(championships).set({ finishedAt: finalizedAt, signupsClosed: true }).where(eq(championships.id, earlier.id));
    await ctx.deps.db.insert(rankingResults).values(
      athletes.map((item, index) => ({
        athleteId: item.id,
        championshipId: earlier.id,
        placement: 1 + (index % 4),
        points: start.historyPoints + index,
        finalizedAt,
        levelBefore: 300,
        levelAfter: 300,
        beforeRating: 300,
        beforeRankingPoints: 0,
      })),
    );
    for (const [index, item] of athletes.entries()) {
      m.results[index]!.push({ championshipId: earlier.id, points: start.historyPoints + index, finalizedAt });
      await ctx.deps.db.update(users).set({ rankingPoints: start.historyPoints + index }).where(eq(users.id, item.id));
    }
  }
  lap('history', began);
  began = performance.now();
  // Teams already confirmed (and paid, in some runs), written as the API leaves them: shares and deadline jobs by the
  // domain's own function for a team taking a confirmed slot.
  for (let index = 0; index < Math.min(start.prefilled, start.maxTeams); index += 1) {
    const [a, b] = [index * 2, index * 2 + 1];
    const at = new Date(T0);
    const [team] = await ctx.deps.db.insert(teams).values({ championshipId: row.id, slot: index + 1, createdBy: athletes[a]!.id, status: 'confirmed', createdAt: at }).returning({ id: teams.id });
    await ctx.deps.db.insert(teamMembers).values([a, b].map((player, position) => ({ teamId: team!.id, championshipId: row.id, playerId: athletes[player]!.id, position: position + 1 })));
    const [invitation] = await ctx.deps.db
      .insert(invitations)
      .values({ teamId: team!.id, championshipId: row.id, playerId: athletes[b]!.id, invitedById: athletes[a]!.id, status: 'accepted', createdAt: at, expiresAt: new Date(T0 + INVITATION_MS), respondedAt: at })
      .returning({ id: invitations.id });
    await ctx.deps.db.transaction((tx) => teamTookConfirmedSlot(tx, ctx.deps, team!.id, at));
    if (start.paid) await ctx.deps.db.update(payments).set({ status: 'pago', paidAt: at }).where(eq(payments.teamId, team!.id));
    m.seq += 1;
    m.teams.push({ id: team!.id, n: m.teams.length, members: [a, b], invitationId: invitation!.id, status: 'confirmed', where: 'slot', listedSeq: m.seq, expiresAt: T0 + INVITATION_MS, drawn: false, released: false });
    for (const share of await ctx.deps.db.select().from(payments).where(eq(payments.teamId, team!.id))) {
      m.shares.push({ id: share.id, teamId: team!.id, player: share.userId === athletes[a]!.id ? a : b, status: share.status, deadline: share.deadline.getTime() });
    }
  }
  if (start.phase !== 'open' && new Draw(false).check(m)) {
    await new Draw(false).run(m, real);
    if (start.phase === 'played') await new Scores(6, start.teamAWins).run(m, real);
  }
  lap('prefill', began);
  m.log.length = 0;
  real.quiet = false;
  return { model: m, real };
}

describe('a championship’s whole machine, model against the API', () => {
  it(`holds its invariants over ${RUNS} runs of up to ${MAX_COMMANDS} commands`, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(startArb, fc.commands(commands, { maxCommands: MAX_COMMANDS, size: 'max', ...(REPLAY === undefined ? {} : { replayPath: REPLAY }) }), async (start, cmds) => {
        await fc.asyncModelRun(() => setup(start), cmds);
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), ...(PATH === undefined ? {} : { path: PATH }), endOnFailure: process.env.MODEL_SHRINK === '0' },
    );
    console.info([...stats].sort().map(([key, value]) => `${key}: ${value}`).join('\n'));
    if (process.env.MODEL_PROFILE) console.info(JSON.stringify(timing));
    const steps = [...stats].filter(([key]) => !key.startsWith('(')).reduce((total, [, value]) => total + value, 0);
    console.info(`model-based test: ${RUNS} runs of up to ${MAX_COMMANDS} commands (${(steps / RUNS).toFixed(1)} taken per run on average) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 3_600_000);
});
