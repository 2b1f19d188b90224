import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { createApp } from '../../app';
import { invitations, notifications, payments, teams, users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { VOLEI, call, createChampionship, createTestContext, createUsers, type TestContext, type TestPlayer } from '../../test/context';
import { drainJobs } from '../../test/jobs';

let ctx: TestContext;
const base = `/api/championships/${VOLEI}`;
const HOUR = 60 * 60 * 1000;
const T0 = Date.now();
const schedule = { startsAt: new Date(Math.floor(T0 / HOUR) * HOUR - 2 * 24 * HOUR).toISOString(), courts: 2, minutesPerGame: 30 };
/** The jobs of one test's teams or championship, out of everything a drain ran. */
const jobsOf = (ran: Awaited<ReturnType<typeof drainJobs>>, ids: string[]) =>
  ran.filter((job) => {
    const data = job.data as { teamId?: string; championshipId?: string };
    return ids.includes(data.teamId ?? '') || ids.includes(data.championshipId ?? '');
  });
const member = (id: string) => ({ player_id: id, nickname: 'x', avatar_url: null, rating: 0, whatsapp: null });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The app and its deps with the clock `hours` after the test's start. */
const at = (hours: number) => {
  const deps: AppDeps = { ...ctx.deps, now: () => new Date(T0 + hours * HOUR) };
  return { deps, app: createApp(deps) };
};
const body = (championshipId: string, caller: TestPlayer, partner: TestPlayer) => ({
  token: caller.token,
  json: { championship_id: championshipId, team_members: [member(caller.id), member(partner.id)] },
});
const signUp = (championshipId: string, caller: TestPlayer, partner: TestPlayer, hours = 0) =>
  call(at(hours).app, 'POST', `${base}/${championshipId}/teams`, body(championshipId, caller, partner));
const joinList = (championshipId: string, caller: TestPlayer, partner: TestPlayer, hours = 0) =>
  call(at(hours).app, 'POST', `${base}/${championshipId}/waitlist`, body(championshipId, caller, partner));
/** Signs a pair up and the partner accepts: a confirmed team (owing its shares when the championship has a price). */
async function confirmedTeam(championshipId: string, pair: TestPlayer[], hours = 0, list = false) {
  const created = await (list ? joinList : signUp)(championshipId, pair[0]!, pair[1]!, hours);
  expect(created.status).toBe(201);
  const [invitation] = await ctx.deps.db.select().from(invitations).where(and(eq(invitations.playerId, pair[1]!.id), eq(invitations.championshipId, championshipId)));
  expect((await call(at(hours).app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: pair[1]!.token })).status).toBe(200);
  const [team] = await ctx.deps.db.select().from(teams).where(eq(teams.id, invitation!.teamId!));
  return team!;
}
const teamRow = async (id: string) => (await ctx.deps.db.select().from(teams).where(eq(teams.id, id)))[0];
const sharesOf = (teamId: string) =>
  ctx.deps.db.select({ userId: payments.userId, status: payments.status, deadline: payments.deadline }).from(payments).where(eq(payments.teamId, teamId)).orderBy(asc(payments.userId));
const avisos = async (users: TestPlayer[]) =>
  (
    await ctx.deps.db
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications)
      .where(inArray(notifications.userId, users.map((user) => user.id)))
  )
    .map((row) => `${users.findIndex((user) => user.id === row.userId)}:${row.kind}`)
    .sort();

describe('the waitlist', () => {
  it('is refused while slots are free, then takes teams in order; a sign-up is refused while anyone waits', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 2, priceCents: 0 });
    const [a, b, c, d, e, f, g, h, i, j] = await createUsers(ctx.deps, 10);
    const early = await joinList(championship.id, a!, b!);
    expect(early).toMatchObject({ status: 409, body: { message: 'Ainda há vagas neste campeonato: inscreva o time em vez de entrar na lista de espera' } });
    expect((await signUp(championship.id, a!, b!)).status).toBe(201);
    expect((await signUp(championship.id, i!, j!)).status).toBe(201);
    expect(await joinList(championship.id, c!, d!)).toMatchObject({ status: 201, body: { position: 1 } });
    expect(await joinList(championship.id, e!, f!)).toMatchObject({ status: 201, body: { position: 2 } });
    // Once on the list, a player is in the championship: no second sign-up anywhere.
    expect((await joinList(championship.id, c!, g!)).body).toEqual({ message: 'Jogador já inscrito neste campeonato' });
    expect((await signUp(championship.id, g!, h!)).body).toEqual({ message: 'Não há mais vagas neste campeonato: entre na lista de espera' });

    const list = await call(ctx.app, 'GET', `${base}/${championship.id}/waitlist`, { token: f!.token });
    expect(list.status).toBe(200);
    expect(list.body.map((team: { team: string; position: number; mine: boolean }) => [team.team, team.position, team.mine])).toEqual([
      [`${c!.nickname} / ${d!.nickname}`, 1, false],
      [`${e!.nickname} / ${f!.nickname}`, 2, true],
    ]);
    expect(list.headers.get('x-next-cursor')).toBeNull();
    expect((await call(ctx.app, 'GET', `${base}/${championship.id}/waitlist`, { token: a!.token })).body.some((team: { mine: boolean }) => team.mine)).toBe(false);
    // Waiting teams hold no slot: the championship's teams are the two signed up.
    const detail = await call(ctx.app, 'GET', `${base}/${championship.id}`, { token: c!.token });
    expect(detail.body).toMatchObject({ teams_count: 2, isRegistered: false });
  });

  it('holds at most max_teams teams: joining a full list is refused (422) and writes nothing', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 2, priceCents: 0 });
    const [a, b, c, d, e, f, g, h, i, j] = await createUsers(ctx.deps, 10);
    expect((await signUp(championship.id, a!, b!)).status).toBe(201);
    expect((await signUp(championship.id, c!, d!)).status).toBe(201);
    expect((await joinList(championship.id, e!, f!)).status).toBe(201);
    expect((await joinList(championship.id, g!, h!)).status).toBe(201);
    const full = await joinList(championship.id, i!, j!);
    expect(full).toMatchObject({ status: 422, body: { message: 'A lista de espera deste campeonato está cheia: já há 2 times esperando' } });
    expect(await ctx.deps.db.select().from(teams).where(eq(teams.createdBy, i!.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(invitations).where(eq(invitations.playerId, j!.id))).toEqual([]);
  });

  it('is answered in pages: ?limit=, the next cursor in X-Next-Cursor, each team with its place on the whole list', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 3, priceCents: 0 });
    const players = await createUsers(ctx.deps, 12);
    for (let index = 0; index < 3; index += 1) expect((await signUp(championship.id, players[index * 2]!, players[index * 2 + 1]!)).status).toBe(201);
    for (let index = 3; index < 6; index += 1) expect((await joinList(championship.id, players[index * 2]!, players[index * 2 + 1]!)).status).toBe(201);
    const url = `${base}/${championship.id}/waitlist`;
    const viewer = players[10]!;
    const first = await call(ctx.app, 'GET', `${url}?limit=2`, { token: viewer.token });
    expect(first.status).toBe(200);
    expect(first.body.map((team: { position: number; mine: boolean }) => [team.position, team.mine])).toEqual([
      [1, false],
      [2, false],
    ]);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await call(ctx.app, 'GET', `${url}?limit=2&cursor=${cursor}`, { token: viewer.token });
    expect(second.body.map((team: { position: number; mine: boolean; team: string }) => [team.position, team.mine, team.team])).toEqual([
      [3, true, `${players[10]!.nickname} / ${players[11]!.nickname}`],
    ]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    // The default page (50) holds the whole list; a bad limit or cursor is a 400.
    expect((await call(ctx.app, 'GET', url, { token: viewer.token })).body).toHaveLength(3);
    expect((await call(ctx.app, 'GET', `${url}?limit=0`, { token: viewer.token })).status).toBe(400);
    expect((await call(ctx.app, 'GET', `${url}?limit=101`, { token: viewer.token })).status).toBe(400);
    expect((await call(ctx.app, 'GET', `${url}?cursor=bm90LWEtY3Vyc29y`, { token: viewer.token })).status).toBe(400);
  });

  it('is not taken for the complaint route, which still answers for a team', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 1, priceCents: 0 });
    const [a, b, c] = await createUsers(ctx.deps, 3);
    const team = await signUp(championship.id, a!, b!);
    // A complaint's body sent to …/waitlist is a sign-up with a wrong body, not a complaint about a team "waitlist".
    const wrong = await call(ctx.app, 'POST', `${base}/${championship.id}/waitlist`, { token: c!.token, json: { reported_by_id: c!.id, reason: 'Categoria errada' } });
    expect(wrong.status).toBe(400);
    const complaint = await call(ctx.app, 'POST', `${base}/${championship.id}/${team.body.id}`, { token: c!.token, json: { reported_by_id: c!.id, reason: 'Categoria errada' } });
    expect(complaint).toMatchObject({ status: 201, body: { team_id: team.body.id } });
  });

  it("a withdrawal gives the slot to the first team on the list in the same transaction, with its own shares and deadline, and tells it", async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 2, priceCents: 5000 });
    const users = await createUsers(ctx.deps, 8);
    const [a, b, c, d, e, f, g, h] = users;
    const holder = await confirmedTeam(championship.id, [a!, b!]);
    await confirmedTeam(championship.id, [g!, h!]);
    const first = await confirmedTeam(championship.id, [c!, d!], 1, true);
    expect((await joinList(championship.id, e!, f!, 1.5)).status).toBe(201);
    // Waiting and confirmed: nothing owed yet.
    expect(await sharesOf(first.id)).toEqual([]);
    const withdrawn = await call(at(2).app, 'DELETE', `${base}/${championship.id}/teams/${holder.id}`, { token: a!.token });
    expect(withdrawn.status).toBe(204);
    expect(await teamRow(first.id)).toMatchObject({ slot: 1, waitlistedAt: null });
    const shares = await sharesOf(first.id);
    expect(shares.map((share) => [share.status, share.deadline.getTime()])).toEqual([
      ['pendente', T0 + 50 * HOUR],
      ['pendente', T0 + 50 * HOUR],
    ]);
    expect(await avisos([c!, d!])).toEqual(['0:team_confirmed', '0:waitlist_offered', '1:invitation_received', '1:waitlist_offered']);
    expect((await call(ctx.app, 'GET', `${base}/${championship.id}/waitlist`, { token: f!.token })).body).toMatchObject([{ position: 1, mine: true }]);
  });
});

describe('deadlines through the job queue, on the app clock', () => {
  it('reminds 12 h before, then releases a team with an unpaid share at its deadline, once, and promotes the list', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 1, priceCents: 5000, occurs: new Date(T0 + 5 * 24 * HOUR) });
    const [a, b, c, d] = await createUsers(ctx.deps, 4);
    const team = await confirmedTeam(championship.id, [a!, b!]);
    const waiting = await confirmedTeam(championship.id, [c!, d!], 0, true);
    // One member paid (the organizer confirmed it); the other did not.
    await ctx.deps.db.update(payments).set({ status: 'pago' }).where(and(eq(payments.teamId, team.id), eq(payments.userId, a!.id)));

    const ids = [team.id, waiting.id, championship.id];
    expect(jobsOf(await drainJobs(ctx.jobs, at(35).deps), ids)).toEqual([]);
    expect(jobsOf(await drainJobs(ctx.jobs, at(37).deps), ids).map((job) => job.name)).toEqual(['payment-reminder']);
    expect(await avisos([a!, b!])).toEqual(['0:team_confirmed', '1:invitation_received', '1:payment_due']);
    expect(jobsOf(await drainJobs(ctx.jobs, at(47.9).deps), ids)).toEqual([]);
    expect((await teamRow(team.id))!.slot).toBe(1);

    const ran = jobsOf(await drainJobs(ctx.jobs, at(48).deps), ids);
    // The partner's invitation would have run out now too: answered, its job finds nothing to do.
    expect(ran.map((job) => [job.name, job.error]).sort()).toEqual([
      ['invitation-expiry', undefined],
      ['payment-deadline', undefined],
    ]);
    const released = await teamRow(team.id);
    expect(released).toMatchObject({ slot: null, waitlistedAt: null });
    expect(released!.releasedAt).toEqual(new Date(T0 + 48 * HOUR));
    expect((await sharesOf(team.id)).map((share) => [share.userId === a!.id ? 'a' : 'b', share.status]).sort()).toEqual([
      ['a', 'reembolso_pendente'],
      ['b', 'expirado'],
    ]);
    expect(await teamRow(waiting.id)).toMatchObject({ slot: 1, waitlistedAt: null });
    expect(await avisos([a!, b!])).toEqual(['0:slot_released', '0:team_confirmed', '1:invitation_received', '1:payment_due', '1:slot_released']);
    // The promoted team's own deadline is queued; running the released team's job again changes nothing.
    await ctx.jobs.send('payment-deadline', { teamId: team.id });
    expect(jobsOf(await drainJobs(ctx.jobs, at(49).deps), ids).map((job) => job.name)).toEqual(['payment-deadline']);
    expect(await teamRow(waiting.id)).toMatchObject({ slot: 1 });
    expect(await avisos([a!, b!])).toHaveLength(5);
    // The released players may sign up again (the list first, the championship being full).
    expect((await joinList(championship.id, b!, a!, 49)).status).toBe(201);
  });

  it("keeps the slot of a team whose shares are reported paid, reminding nobody", async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 2, priceCents: 5000, occurs: new Date(T0 + 5 * 24 * HOUR) });
    const [a, b] = await createUsers(ctx.deps, 2);
    const team = await confirmedTeam(championship.id, [a!, b!]);
    await ctx.deps.db.update(payments).set({ status: 'informado' }).where(eq(payments.teamId, team.id));
    expect(jobsOf(await drainJobs(ctx.jobs, at(60).deps), [team.id]).map((job) => job.name).sort()).toEqual(['payment-deadline', 'payment-reminder']);
    expect((await teamRow(team.id))!.slot).not.toBeNull();
    expect(await avisos([a!, b!])).toEqual(['0:team_confirmed', '1:invitation_received']);
  });

  it('an invitation that runs out is recorded by its job: the slot is freed and offered to the list', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 1, priceCents: 0, occurs: new Date(T0 + 5 * 24 * HOUR) });
    const [a, b, c, d] = await createUsers(ctx.deps, 4);
    expect((await signUp(championship.id, a!, b!)).status).toBe(201);
    expect((await joinList(championship.id, c!, d!, 1)).status).toBe(201);
    // Waiting, c's partner's invitation does not run out with the others.
    expect(jobsOf(await drainJobs(ctx.jobs, at(47).deps), [championship.id])).toEqual([]);
    const ran = jobsOf(await drainJobs(ctx.jobs, at(48).deps), [championship.id]);
    expect(ran.map((job) => job.name)).toEqual(['invitation-expiry']);
    const [promoted] = await ctx.deps.db.select().from(teams).where(eq(teams.championshipId, championship.id));
    expect(promoted).toMatchObject({ slot: 1, createdBy: c!.id, status: 'pending' });
    const [invitation] = await ctx.deps.db.select().from(invitations).where(eq(invitations.playerId, d!.id));
    // A slot taken gives the invitation its 48 hours from now.
    expect(invitation!.expiresAt).toEqual(new Date(T0 + 96 * HOUR));
    expect(await avisos([c!, d!])).toEqual(['0:waitlist_offered', '1:invitation_received', '1:waitlist_offered']);
  });
});

describe('the draw', () => {
  it('is refused while a reported payment awaits the decision, then releases the unpaid teams first', async () => {
    const organizer = (await createUsers(ctx.deps, 1))[0]!;
    await ctx.deps.db.update(users).set({ isOrganizer: true }).where(eq(users.id, organizer.id));
    const championship = await createChampionship(ctx.deps, { maxTeams: 8, priceCents: 5000, organizerId: organizer.id });
    const pairs = await createUsers(ctx.deps, 10);
    const teamIds: string[] = [];
    for (let index = 0; index < 5; index += 1) teamIds.push((await confirmedTeam(championship.id, pairs.slice(index * 2, index * 2 + 2))).id);
    // Teams 0–3 paid; team 4 reported one share and left the other unpaid.
    await ctx.deps.db.update(payments).set({ status: 'pago' }).where(inArray(payments.teamId, teamIds.slice(0, 4)));
    await ctx.deps.db.update(payments).set({ status: 'informado' }).where(and(eq(payments.teamId, teamIds[4]!), eq(payments.userId, pairs[8]!.id)));
    const draw = () => call(ctx.app, 'POST', `/api/organizer/championships/${championship.id}/pools`, { token: organizer.token, json: { mode: 'snake', poolSize: 4, ...schedule } });
    const refused = await draw();
    expect(refused).toMatchObject({ status: 422, body: { message: 'Há pagamentos informados esperando sua confirmação: confirme ou desfaça cada um antes de sortear os grupos' } });
    await ctx.deps.db.update(payments).set({ status: 'pendente' }).where(eq(payments.teamId, teamIds[4]!));
    expect((await draw()).status).toBe(200);
    expect(await teamRow(teamIds[4]!)).toMatchObject({ slot: null, groupLabel: null });
    expect((await teamRow(teamIds[0]!))!.groupLabel).not.toBeNull();
  });
});
