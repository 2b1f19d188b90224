import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { invitationSchema } from '@areia/shared/core/schemas/invitation';
import { teamSchema } from '@areia/shared/core/schemas/team';
import { createApp } from '../../app';
import { complaints, invitations, notifications, payments, rankingResults, teamMembers, teams, users } from '../../platform/db/schema';
import { VOLEI, call, createChampionship, createChampionshipWithTeams, createTestContext, createUsers, loginDemo, type TestContext, type TestPlayer } from '../../test/context';

let ctx: TestContext;
const base = `/api/championships/${VOLEI}`;
const HOUR = 60 * 60 * 1000;
const member = (id: string) => ({ player_id: id, nickname: 'x', avatar_url: null, rating: 0, whatsapp: null });
type User = { id: string; token: string; nickname: string };

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const signUp = (app: typeof ctx.app, championshipId: string, caller: User, partner: { id: string }) =>
  call(app, 'POST', `${base}/${championshipId}/teams`, {
    token: caller.token,
    json: { championship_id: championshipId, team_members: [member(caller.id), member(partner.id)] },
  });
const mine = async (user: User, app = ctx.app) => z.array(invitationSchema).parse((await call(app, 'GET', '/api/invitations', { token: user.token })).body);
const teamsOf = async (championshipId: string, user: User, app = ctx.app) =>
  z.array(teamSchema).parse((await call(app, 'GET', `${base}/${championshipId}/teams`, { token: user.token })).body);
const detail = async (championshipId: string, user: User, app = ctx.app) => (await call(app, 'GET', `${base}/${championshipId}`, { token: user.token })).body;
const rowCount = async (championshipId: string) => ({
  teams: (await ctx.deps.db.select({ value: count() }).from(teams).where(eq(teams.championshipId, championshipId)))[0]!.value,
  members: (await ctx.deps.db.select({ value: count() }).from(teamMembers).where(eq(teamMembers.championshipId, championshipId)))[0]!.value,
  invitations: (await ctx.deps.db.select({ value: count() }).from(invitations).where(eq(invitations.championshipId, championshipId)))[0]!.value,
});
/** The same API with its clock moved: expiry is evaluated in SQL with the request's time, no timer. */
const appAt = (offsetMs: number) => createApp({ ...ctx.deps, now: () => new Date(Date.now() + offsetMs) });

describe('a new team is pending and holds its slot', () => {
  it('the partner is invited, sees it, and everyone sees the team as pending; both count as registered', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 4 });
    const [a, b, other] = await createUsers(ctx.deps, 3);
    const created = await signUp(ctx.app, championship.id, a!, b!);
    expect(created.status).toBe(201);
    expect(teamSchema.parse(created.body)).toMatchObject({ status: 'pending', team: `${a!.nickname} / ${b!.nickname}` });

    expect(await mine(a!)).toEqual([]);
    const [invitation] = await mine(b!);
    expect(invitation).toMatchObject({
      status: 'pending',
      invited_by: { id: a!.id, nickname: a!.nickname },
      championship: { id: championship.id, title: championship.title, category: 'Iniciante' },
      team: { id: created.body.id, status: 'pending' },
    });
    // 48 h to answer (the championship is 5 days away).
    expect(Date.parse(invitation!.expires_at) - Date.parse(invitation!.created_at)).toBe(48 * HOUR);

    expect((await teamsOf(championship.id, other!)).map((team) => team.status)).toEqual(['pending']);
    for (const user of [a!, b!]) expect(await detail(championship.id, user)).toMatchObject({ isRegistered: true, free: 3, teams_count: 1 });
    expect(await detail(championship.id, other!)).toMatchObject({ isRegistered: false, free: 3 });
    const listed = (await call(ctx.app, 'GET', `${base}?filter=registered`, { token: b!.token })).body as { id: string }[];
    expect(listed.map((item) => item.id)).toContain(championship.id);
  });

  it('an invitation expires at the championship start when that is sooner than 48 h', async () => {
    const championship = await createChampionship(ctx.deps, { occurs: new Date(Date.now() + 10 * HOUR) });
    const [a, b] = await createUsers(ctx.deps, 2);
    expect((await signUp(ctx.app, championship.id, a!, b!)).status).toBe(201);
    const [invitation] = await mine(b!);
    expect(invitation!.expires_at).toBe(championship.occurs.toISOString());
  });
});

describe('POST /api/invitations/:id/accept and /decline', () => {
  it('all accepted → the team is confirmed; answering again is a 409; another player gets 403', async () => {
    const championship = await createChampionship(ctx.deps);
    const [a, b, c] = await createUsers(ctx.deps, 3);
    await signUp(ctx.app, championship.id, a!, b!);
    const [invitation] = await mine(b!);
    const stranger = await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: c!.token });
    expect(stranger).toMatchObject({ status: 403, body: { message: 'Este convite é para outro jogador' } });
    const accepted = await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: b!.token });
    expect(accepted.status).toBe(200);
    expect(invitationSchema.parse(accepted.body)).toMatchObject({ status: 'accepted', team: { status: 'confirmed' } });
    expect((await teamsOf(championship.id, c!))[0]!.status).toBe('confirmed');
    expect(await mine(b!)).toEqual([]);
    for (const action of ['accept', 'decline']) {
      const again = await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/${action}`, { token: b!.token });
      expect(again).toMatchObject({ status: 409, body: { message: 'Você já aceitou este convite' } });
    }
    expect((await call(ctx.app, 'POST', '/api/invitations/nope/accept', { token: b!.token })).status).toBe(404);
    expect((await call(ctx.app, 'POST', '/api/invitations/00000000-0000-4000-8000-000000000000/decline', { token: b!.token })).body).toEqual({
      message: 'Convite não encontrado',
    });
    expect((await call(ctx.app, 'GET', '/api/invitations')).status).toBe(401);
  });

  it('a decline frees the slot and both players; the answer stays on record', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 1 });
    const [a, b, c, d] = await createUsers(ctx.deps, 4);
    await signUp(ctx.app, championship.id, a!, b!);
    expect(await signUp(ctx.app, championship.id, c!, d!)).toMatchObject({ status: 409, body: { message: 'Não há mais vagas neste campeonato: entre na lista de espera' } });
    const [invitation] = await mine(b!);
    const declined = await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/decline`, { token: b!.token });
    expect(declined).toMatchObject({ status: 200, body: { status: 'declined', championship: { id: championship.id } } });
    expect(await teamsOf(championship.id, c!)).toEqual([]);
    expect(await detail(championship.id, a!)).toMatchObject({ isRegistered: false, free: 1 });
    expect(await rowCount(championship.id)).toEqual({ teams: 0, members: 0, invitations: 1 });
    const [record] = await ctx.deps.db.select().from(invitations).where(eq(invitations.id, invitation!.id));
    expect(record).toMatchObject({ status: 'declined', teamId: null });
    expect(record!.respondedAt).toBeInstanceOf(Date);
    expect((await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: b!.token })).body).toEqual({ message: 'Você já recusou este convite' });
    // The slot is free again, and the inviter may sign up with someone else.
    expect((await signUp(ctx.app, championship.id, a!, c!)).status).toBe(201);
  });

  it('expiry (48 h) is read in SQL: the team stops counting, the invitation is gone, answering is a 409, the slot is taken again', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 1, occurs: new Date(Date.now() + 5 * 24 * HOUR) });
    const [a, b, c, d] = await createUsers(ctx.deps, 4);
    await signUp(ctx.app, championship.id, a!, b!);
    const [invitation] = await mine(b!);
    const before = appAt(47 * HOUR);
    expect(await mine(b!, before)).toHaveLength(1);
    expect(await detail(championship.id, c!, before)).toMatchObject({ free: 0 });

    const later = appAt(49 * HOUR);
    expect(await mine(b!, later)).toEqual([]);
    expect(await teamsOf(championship.id, c!, later)).toEqual([]);
    expect(await detail(championship.id, a!, later)).toMatchObject({ isRegistered: false, free: 1, teams_count: 0 });
    const late = await call(later, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: b!.token });
    expect(late).toMatchObject({ status: 409, body: { message: 'Este convite expirou e a vaga foi liberada' } });
    // The write cleared the expired team for good.
    expect(await rowCount(championship.id)).toEqual({ teams: 0, members: 0, invitations: 1 });
    expect((await signUp(later, championship.id, c!, d!)).status).toBe(201);
    expect((await signUp(later, championship.id, a!, b!)).body).toEqual({ message: 'Não há mais vagas neste campeonato: entre na lista de espera' });
  });

  it('a sign-up sweeps expired teams first, so their players may sign up again', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 2 });
    const [a, b, c] = await createUsers(ctx.deps, 3);
    await signUp(ctx.app, championship.id, a!, b!);
    const later = appAt(49 * HOUR);
    const again = await signUp(later, championship.id, b!, c!);
    expect(again.status).toBe(201);
    expect(await rowCount(championship.id)).toMatchObject({ teams: 1, members: 2 });
  });

  it('a team never accepted was not played: it counts in neither statistics nor category history', async () => {
    const championship = await createChampionship(ctx.deps, { category: 'Open', occurs: new Date(Date.now() + 2 * HOUR) });
    const [a, b] = await createUsers(ctx.deps, 2);
    await signUp(ctx.app, championship.id, a!, b!);
    const after = appAt(3 * HOUR);
    const player = (await call(after, 'GET', `/api/players/${VOLEI}/${a!.id}`, { token: a!.token })).body;
    expect(player.statistics.total_championships).toBe(0);
    expect(player.minCategory).toBe('Iniciante');
  });
});

describe('nobody in two teams of one championship, pending or not', () => {
  it('an invited partner or a pending inviter cannot be put in another team: 409, nothing written', async () => {
    const championship = await createChampionship(ctx.deps);
    const [a, b, c, d] = await createUsers(ctx.deps, 4);
    await signUp(ctx.app, championship.id, a!, b!);
    const before = await rowCount(championship.id);
    for (const [caller, partner] of [
      [c!, b!],
      [c!, a!],
      [b!, d!],
      [a!, d!],
    ] as const) {
      const response = await signUp(ctx.app, championship.id, caller, partner);
      expect(response).toMatchObject({ status: 409, body: { message: 'Jogador já inscrito neste campeonato' } });
    }
    expect(await rowCount(championship.id)).toEqual(before);
  });
});

describe('DELETE /api/championships/:modalityId/:championshipId/teams/:teamId (withdraw)', () => {
  it('a member withdraws a pending or confirmed team while sign-ups are open; the slot is free', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 1 });
    const [a, b, c, d] = await createUsers(ctx.deps, 4);
    const team = (await signUp(ctx.app, championship.id, a!, b!)).body;
    const url = `${base}/${championship.id}/teams/${team.id}`;
    expect(await call(ctx.app, 'DELETE', url, { token: c!.token })).toMatchObject({ status: 403, body: { message: 'Só quem faz parte do time pode retirar a inscrição' } });
    expect(await rowCount(championship.id)).toMatchObject({ teams: 1 });
    // The invited partner is a member too, and may withdraw the pending team.
    expect((await call(ctx.app, 'DELETE', url, { token: b!.token })).status).toBe(204);
    expect(await mine(b!)).toEqual([]);
    expect(await detail(championship.id, a!)).toMatchObject({ isRegistered: false, free: 1 });
    expect((await call(ctx.app, 'DELETE', url, { token: a!.token })).body).toEqual({ message: 'Time não encontrado' });

    const confirmed = (await signUp(ctx.app, championship.id, c!, d!)).body;
    const [invitation] = await mine(d!);
    await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: d!.token });
    expect((await call(ctx.app, 'DELETE', `${base}/${championship.id}/teams/${confirmed.id}`, { token: c!.token })).status).toBe(204);
    expect(await rowCount(championship.id)).toMatchObject({ teams: 0, members: 0 });
  });

  it('409 once the championship has started; nothing written', async () => {
    const championship = await createChampionship(ctx.deps, { occurs: new Date(Date.now() + 2 * HOUR) });
    const [a, b] = await createUsers(ctx.deps, 2);
    const team = (await signUp(ctx.app, championship.id, a!, b!)).body;
    const [invitation] = await mine(b!);
    await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: b!.token });
    const response = await call(appAt(3 * HOUR), 'DELETE', `${base}/${championship.id}/teams/${team.id}`, { token: a!.token });
    expect(response).toMatchObject({ status: 409, body: { message: 'As inscrições deste campeonato já estão encerradas; o time não pode mais ser retirado' } });
    expect(await rowCount(championship.id)).toMatchObject({ teams: 1, members: 2 });
  });
});

describe('category eligibility', () => {
  it('422 naming the player and their category for a member above the championship category; nothing written', async () => {
    const championship = await createChampionship(ctx.deps, { category: 'Estreante' });
    const [a] = await createUsers(ctx.deps, 1, 100);
    const [strong] = await createUsers(ctx.deps, 1, 1163);
    const response = await signUp(ctx.app, championship.id, a!, strong!);
    expect(response).toMatchObject({ status: 422, body: { message: `${strong!.nickname} é da categoria Open pelo nível e não pode jogar a categoria Estreante` } });
    expect(await rowCount(championship.id)).toEqual({ teams: 0, members: 0, invitations: 0 });
    // The player list tells the screens the same.
    const listed = (await call(ctx.app, 'GET', `/api/players/${VOLEI}/${strong!.id}`, { token: a!.token })).body;
    expect(listed.minCategory).toBe('Open');
  });

  /** `athlete` won a championship of `category` with `field` confirmed teams, finalized `ago` ms before now. */
  async function won(athlete: TestPlayer, category: string, field: number, ago: number, title = `Campeonato ${category} ${field}`) {
    const at = new Date(Date.now() - ago);
    const past = await createChampionship(ctx.deps, { category, title, occurs: new Date(at.getTime() - 12 * HOUR), maxTeams: 16 });
    for (let slot = 1; slot <= field; slot += 1) {
      const players = slot === 1 ? [athlete] : await createUsers(ctx.deps, 2, 250);
      const [team] = await ctx.deps.db.insert(teams).values({ championshipId: past.id, slot, createdBy: players[0]!.id }).returning({ id: teams.id });
      await ctx.deps.db.insert(teamMembers).values(players.map((player, position) => ({ teamId: team!.id, championshipId: past.id, playerId: player.id, position: position + 1 })));
    }
    await ctx.deps.db.insert(rankingResults).values({
      athleteId: athlete.id,
      championshipId: past.id,
      placement: 1,
      points: 500,
      finalizedAt: at,
      levelBefore: 100,
      levelAfter: 364,
      beforeRating: 100,
      beforeRankingPoints: 0,
    });
    return at;
  }

  it('a title of a field under 6 raises nothing: a 4-team Open champion still enters Iniciante', async () => {
    const [champion, partner] = await createUsers(ctx.deps, 2, 250);
    await won(champion!, 'Open', 4, 10 * 24 * HOUR);
    expect((await call(ctx.app, 'GET', `/api/players/${VOLEI}/${champion!.id}`, { token: partner!.token })).body.minCategory).toBe('Iniciante');
    const iniciante = await createChampionship(ctx.deps, { category: 'Iniciante' });
    expect((await signUp(ctx.app, iniciante.id, partner!, champion!)).status).toBe(201);
  });

  it('a 12-team Intermediário champion may not enter Iniciante for 12 months; the refusal names the title and its end', async () => {
    const DAY = 24 * HOUR;
    const [champion, partner] = await createUsers(ctx.deps, 2, 250);
    const at = await won(champion!, 'Intermediário', 12, 30 * DAY, 'Open Leme');
    const until = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.UTC(at.getUTCFullYear() + 1, at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds())),
    );
    const iniciante = await createChampionship(ctx.deps, { category: 'Iniciante' });
    const refused = await signUp(ctx.app, iniciante.id, partner!, champion!);
    expect(refused).toMatchObject({
      status: 422,
      body: { message: `${champion!.nickname} foi campeã(o) do Open Leme (12 duplas) e não pode jogar abaixo de Intermediário até ${until}` },
    });
    expect(await rowCount(iniciante.id)).toEqual({ teams: 0, members: 0, invitations: 0 });
    const player = (await call(ctx.app, 'GET', `/api/players/${VOLEI}/${champion!.id}`, { token: partner!.token })).body;
    expect(player).toMatchObject({ minCategory: 'Intermediário', minCategoryReason: expect.stringContaining(`Open Leme, 12 duplas`) });
    // The partner picker says the same: the champion is among the others, with the reason.
    const picker = (await call(ctx.app, 'GET', `/api/players/${VOLEI}?eligibleFor=${iniciante.id}&search=${encodeURIComponent(champion!.nickname)}`, { token: partner!.token }))
      .body as { id: string; reason: string | null }[];
    expect(picker.find((row) => row.id === champion!.id)?.reason).toBe('Categoria Intermediário: acima de Iniciante');
    // Entering Intermediário and above stays open.
    const intermediario = await createChampionship(ctx.deps, { category: 'Intermediário' });
    expect((await signUp(ctx.app, intermediario.id, champion!, (await createUsers(ctx.deps, 1, 250))[0]!)).status).toBe(201);
    // Twelve months after a title, the floor is the category earned again: the year's last hour still counts.
    const [lastDay, yearOn, other] = await createUsers(ctx.deps, 3, 250);
    await won(lastDay!, 'Intermediário', 12, 365 * DAY - HOUR);
    await won(yearOn!, 'Intermediário', 12, 366 * DAY);
    expect((await signUp(ctx.app, iniciante.id, other!, lastDay!)).status).toBe(422);
    expect((await call(ctx.app, 'GET', `/api/players/${VOLEI}/${yearOn!.id}`, { token: other!.token })).body.minCategory).toBe('Iniciante');
    expect((await signUp(ctx.app, iniciante.id, other!, yearOn!)).status).toBe(201);
    const master = await createChampionship(ctx.deps, { category: 'Master' });
    expect((await signUp(ctx.app, master.id, (await createUsers(ctx.deps, 1, 100))[0]!, (await createUsers(ctx.deps, 1, 1200))[0]!)).status).toBe(201);
  });

  it('the seed obeys the rule: no seeded member is above the category of their championship when they signed up', async () => {
    const demo = await loginDemo(ctx.app);
    const list = (await call(ctx.app, 'GET', base, { token: demo.token })).body as { id: string; category: string; occurs: string }[];
    const { canEnterCategory } = await import('@areia/shared/core/rules/category');
    const { categoryFloors } = await import('../../domain/ranking/category');
    let checked = 0;
    for (const item of list) {
      const rows = await ctx.deps.db
        .select({ id: users.id, rating: users.rating, category: users.category, result: rankingResults })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.playerId))
        .leftJoin(rankingResults, and(eq(rankingResults.championshipId, teamMembers.championshipId), eq(rankingResults.athleteId, teamMembers.playerId)))
        .where(eq(teamMembers.championshipId, item.id));
      for (const row of rows) {
        // A finished one: the category held at its finish and the floor then; the others: as the athlete stands now.
        const at = row.result ? new Date(row.result.finalizedAt.getTime() - 1) : new Date();
        const held = row.result ? { rating: row.result.beforeRating, category: row.result.beforeCategory } : row;
        const floor = (await categoryFloors(ctx.deps.db, [{ id: row.id, ...held }], at)).get(row.id)!;
        expect(canEnterCategory(floor.category, item.category), `${row.id} in ${item.category}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('complaints about one’s own team', () => {
  it('403 in pt-BR, nothing written', async () => {
    const championship = await createChampionship(ctx.deps);
    const [a, b] = await createUsers(ctx.deps, 2);
    const team = (await signUp(ctx.app, championship.id, a!, b!)).body;
    for (const user of [a!, b!]) {
      const response = await call(ctx.app, 'POST', `${base}/${championship.id}/${team.id}`, { token: user.token, json: { reported_by_id: user.id, reason: 'Categoria incorreta' } });
      expect(response).toMatchObject({ status: 403, body: { message: 'Você não pode denunciar o seu próprio time' } });
    }
    expect((await ctx.deps.db.select({ value: count() }).from(complaints).where(eq(complaints.teamId, team.id)))[0]!.value).toBe(0);
  });
});

describe('the last slot with pending teams', () => {
  it('pending teams hold their slots: 20 parallel sign-ups for the last one give one 201; a decline frees it for exactly one more', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 3 });
    const early = await createUsers(ctx.deps, 4);
    for (const pair of [early.slice(0, 2), early.slice(2, 4)]) expect((await signUp(ctx.app, championship.id, pair[0]!, pair[1]!)).status).toBe(201);
    const players = await createUsers(ctx.deps, 80);
    const race = (offset: number) =>
      Promise.all(Array.from({ length: 20 }, (_, index) => signUp(ctx.app, championship.id, players[offset + index * 2]!, players[offset + index * 2 + 1]!)));
    const first = (await race(0)).map((response) => response.status);
    expect(first.filter((status) => status === 201)).toHaveLength(1);
    expect(first.filter((status) => status === 409)).toHaveLength(19);

    const [invitation] = await mine(early[1]! as User);
    expect((await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/decline`, { token: early[1]!.token })).status).toBe(200);
    const again = (await race(40)).map((response) => response.status);
    expect(again.filter((status) => status === 201)).toHaveLength(1);
    expect(await rowCount(championship.id)).toMatchObject({ teams: 3, members: 6 });
    const slots = (await ctx.deps.db.select({ slot: teams.slot }).from(teams).where(eq(teams.championshipId, championship.id))).map((row) => row.slot).sort();
    expect(slots).toEqual([1, 2, 3]);
  });
});

describe('GET /api/invitations is a page (0011_audit.sql)', () => {
  it('answers ?limit= invitations, oldest first, with X-Next-Cursor to the rest; nothing is repeated or lost', async () => {
    const [invited, ...inviters] = await createUsers(ctx.deps, 4);
    const championshipIds: string[] = [];
    for (const inviter of inviters) {
      const championship = await createChampionship(ctx.deps, { maxTeams: 4 });
      expect((await signUp(ctx.app, championship.id, inviter, invited!)).status).toBe(201);
      championshipIds.push(championship.id);
    }
    const page = (query: string) => call(ctx.app, 'GET', `/api/invitations${query}`, { token: invited!.token });

    const first = await page('?limit=2');
    expect(first.status).toBe(200);
    expect(z.array(invitationSchema).parse(first.body).map((invitation) => invitation.championship.id)).toEqual(championshipIds.slice(0, 2));
    const cursor = first.headers.get('X-Next-Cursor');
    expect(cursor).toBeTruthy();

    const second = await page(`?limit=2&cursor=${cursor}`);
    expect(second.status).toBe(200);
    expect(z.array(invitationSchema).parse(second.body).map((invitation) => invitation.championship.id)).toEqual(championshipIds.slice(2));
    expect(second.headers.get('X-Next-Cursor')).toBeNull();

    // Without ?limit= a page of 50 holds all three, each with its own team (one set-based read across championships).
    const all = z.array(invitationSchema).parse((await page('')).body);
    expect(all.map((invitation) => invitation.team.team)).toEqual(inviters.map((inviter) => `${inviter.nickname} / ${invited!.nickname}`));
  });

  it('refuses a bad limit or cursor with a pt-BR message', async () => {
    const [user] = await createUsers(ctx.deps, 1);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?cursor=nao-e-um-cursor', `?cursor=${Buffer.from('[1]').toString('base64url')}`]) {
      const answer = await call(ctx.app, 'GET', `/api/invitations${query}`, { token: user!.token });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/limite|Cursor/);
    }
  });
});

describe('once the organizer cancelled the championship or drew its pools', () => {
  const organizerBase = '/api/organizer/championships';
  async function organizer(): Promise<User> {
    const [user] = await createUsers(ctx.deps, 1);
    await ctx.deps.db.update(users).set({ isOrganizer: true }).where(eq(users.id, user!.id));
    return user!;
  }
  const invitationOf = async (championshipId: string, player: User) =>
    (await ctx.deps.db.select().from(invitations).where(and(eq(invitations.championshipId, championshipId), eq(invitations.playerId, player.id))))[0]!;
  /** Shares (payments rows) of these athletes in the championship. */
  const sharesOf = async (championshipId: string, players: User[]) =>
    (await ctx.deps.db.select({ value: count() }).from(payments).where(and(eq(payments.championshipId, championshipId), inArray(payments.userId, players.map((player) => player.id)))))[0]!
      .value;
  const avisosOf = async (player: User) =>
    (await ctx.deps.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, player.id))).map((row) => row.kind).sort();

  it('a cancellation expires every pending invitation and tells the invited athletes; a late accept is a 409 and owes nothing', async () => {
    const boss = await organizer();
    const championship = await createChampionship(ctx.deps, { organizerId: boss.id, priceCents: 5000 });
    const [a, b] = await createUsers(ctx.deps, 2);
    expect((await signUp(ctx.app, championship.id, a!, b!)).status).toBe(201);
    const invitation = await invitationOf(championship.id, b!);
    const cancelled = await call(ctx.app, 'POST', `${organizerBase}/${championship.id}/cancel`, { token: boss.token, json: { reason: 'Arena interditada' } });
    expect(cancelled.status).toBe(200);
    expect((await invitationOf(championship.id, b!)).status).toBe('expired');
    expect(await avisosOf(b!)).toEqual(['championship_cancelled', 'invitation_received']);
    expect(await avisosOf(a!)).toEqual(['championship_cancelled']);

    for (const path of ['accept', 'decline']) {
      const late = await call(ctx.app, 'POST', `/api/invitations/${invitation.id}/${path}`, { token: b!.token });
      expect(late).toMatchObject({ status: 409, body: { message: 'Este campeonato foi cancelado; o convite não vale mais.' } });
    }
    expect(await sharesOf(championship.id, [a!, b!])).toBe(0);
    expect(await ctx.deps.db.select().from(teams).where(eq(teams.championshipId, championship.id))).toEqual([]);
  });

  it('the draw leaves out a team still waiting for its partner: its invitations expire, its athletes are told, a late accept is a 409 and owes nothing', async () => {
    const boss = await organizer();
    const drawn = await createChampionshipWithTeams(ctx.deps, 4, { organizerId: boss.id, priceCents: 5000 });
    const [x, y] = await createUsers(ctx.deps, 2);
    expect((await signUp(ctx.app, drawn.id, x!, y!)).status).toBe(201);
    const invitation = await invitationOf(drawn.id, y!);
    const schedule = { startsAt: new Date(Date.now() + 5 * 24 * HOUR).toISOString(), courts: 2, minutesPerGame: 30 };
    const draw = await call(ctx.app, 'POST', `${organizerBase}/${drawn.id}/pools`, { token: boss.token, json: { mode: 'snake', poolSize: 4, ...schedule } });
    expect(draw.status).toBe(200);
    expect((await invitationOf(drawn.id, y!)).status).toBe('expired');
    expect(await avisosOf(x!)).toEqual(['invitation_lapsed']);
    expect(await avisosOf(y!)).toEqual(['invitation_lapsed', 'invitation_received']);
    // The drawn teams hear of their games, not of a lapsed invitation.
    expect(await avisosOf(drawn.teams[0]!.players[0]!)).toEqual(['games_published']);

    const late = await call(ctx.app, 'POST', `/api/invitations/${invitation.id}/accept`, { token: y!.token });
    expect(late).toMatchObject({ status: 409, body: { message: 'Os grupos já foram sorteados; o convite não vale mais.' } });
    expect(await sharesOf(drawn.id, [x!, y!])).toBe(0);
    expect((await ctx.deps.db.select({ id: teams.id }).from(teams).where(eq(teams.championshipId, drawn.id))).map((team) => team.id).sort()).toEqual(
      drawn.teams.map((team) => team.id).sort(),
    );
  });
});
