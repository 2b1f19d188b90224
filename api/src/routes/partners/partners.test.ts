import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { lookingPostSchema, partnerPostSchema, partnerSummarySchema } from '@areia/shared/core/schemas/partner';
import { arenas, championships, invitations, notifications, partnerPosts, teamMembers, teams } from '../../platform/db/schema';
import { call, createChampionship, createTestContext, createUsers, type TestContext, type TestPlayer } from '../../test/context';
import { HOUR, ORGANIZER_BASE, loginOrganizer, organizerFlow } from '../../test/organizer-flow';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const post = (championshipId: string, user: TestPlayer, json: unknown = {}) => call(ctx.app, 'POST', `/api/partners/${championshipId}`, { token: user.token, json });
const summary = async (championshipId: string, user: TestPlayer) =>
  partnerSummarySchema.parse((await call(ctx.app, 'GET', `/api/partners/${championshipId}/summary`, { token: user.token })).body);
const listOf = async (championshipId: string, user: TestPlayer, query = '') => {
  const answer = await call(ctx.app, 'GET', `/api/partners/${championshipId}${query}`, { token: user.token });
  expect(answer.status).toBe(200);
  return { items: z.array(partnerPostSchema).parse(answer.body), next: answer.headers.get('X-Next-Cursor') };
};
const postsOf = async (championshipId: string) => ctx.deps.db.select().from(partnerPosts).where(eq(partnerPosts.championshipId, championshipId));
const partnerAvisos = async (userId: string) =>
  (await ctx.deps.db.select({ value: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'partner_found'))))[0]!.value;

describe('posting "Procuro dupla"', () => {
  it('posts once with a note and a city, counts it, and refuses a second post', async () => {
    const championship = await createChampionship(ctx.deps);
    const [ana, bia] = await createUsers(ctx.deps, 2);
    const posted = await post(championship.id, ana!, { note: '  jogo pela esquerda ', city: 'Niterói' });
    expect(posted.status).toBe(201);
    expect(partnerSummarySchema.parse(posted.body)).toMatchObject({ count: 1, mine: { note: 'jogo pela esquerda', city: 'Niterói' }, can_post: false, refusal: null });
    const again = await post(championship.id, ana!);
    expect(again).toMatchObject({ status: 409, body: { message: 'Você já está procurando dupla neste campeonato' } });
    expect(await postsOf(championship.id)).toHaveLength(1);
    expect(await summary(championship.id, bia!)).toMatchObject({ count: 1, mine: null, can_post: true, refusal: null });
    const { items } = await listOf(championship.id, bia!);
    expect(items).toEqual([
      expect.objectContaining({ athlete: expect.objectContaining({ id: ana!.id, level: 300 }), note: 'jogo pela esquerda', city: 'Niterói', eligible: true, mine: false }),
    ]);
    expect(items[0]!.reason).toMatch(/^Nível 300 · \d+ % confiável · Niterói$/);
    // The poster does not see themself in the list.
    expect((await listOf(championship.id, ana!)).items).toEqual([]);
  });

  it('refuses, in Portuguese and writing nothing, whoever cannot play it or sends a bad note', async () => {
    const championship = await createChampionship(ctx.deps, { category: 'Iniciante' });
    const [strong] = await createUsers(ctx.deps, 1, 900);
    const [ana, bia] = await createUsers(ctx.deps, 2);
    const ineligible = await post(championship.id, strong!);
    expect(ineligible.status).toBe(422);
    expect(ineligible.body.message).toBe(`${strong!.nickname} é da categoria Avançado e não pode jogar a categoria Iniciante`);
    expect(await summary(championship.id, strong!)).toMatchObject({ can_post: false, refusal: ineligible.body.message });

    expect(await post(championship.id, ana!, { note: 'x'.repeat(141) })).toMatchObject({ status: 400, body: { message: 'O recado deve ter no máximo 140 caracteres' } });
    expect(await post(championship.id, ana!, { city: 'c'.repeat(41) })).toMatchObject({ status: 400, body: { message: 'A cidade deve ter no máximo 40 caracteres' } });
    const control = await post(championship.id, ana!, { note: 'a\u0007b' });
    expect(control.status).toBe(400);
    expect(control.body.message).toMatch(/inválid/);
    expect((await post(championship.id, ana!, { note: 'ok', extra: 1 })).status).toBe(400);
    // 80 letters with accents are 80, whatever their bytes.
    expect((await post(championship.id, ana!, { note: 'á'.repeat(80) })).status).toBe(201);

    const [team] = await ctx.deps.db.insert(teams).values({ championshipId: championship.id, slot: 1, createdBy: bia!.id }).returning();
    await ctx.deps.db.insert(teamMembers).values({ teamId: team!.id, championshipId: championship.id, playerId: bia!.id, position: 1 });
    expect(await post(championship.id, bia!)).toMatchObject({ status: 409, body: { message: 'Você já está em um time deste campeonato' } });

    const closed = await createChampionship(ctx.deps, { signupsClosed: true });
    expect(await post(closed.id, bia!)).toMatchObject({ status: 409, body: { message: 'As inscrições deste campeonato estão encerradas' } });
    expect(await post('00000000-0000-4000-8000-000000000000', bia!)).toMatchObject({ status: 404, body: { message: 'Campeonato não encontrado' } });
    expect(await post('nao-e-id', bia!)).toMatchObject({ status: 404, body: { message: 'Campeonato não encontrado' } });
    expect((await postsOf(championship.id)).map((row) => row.userId)).toEqual([ana!.id]);
    expect(await postsOf(closed.id)).toEqual([]);
  });

  it('withdraws a post, and posts again later on the same row', async () => {
    const championship = await createChampionship(ctx.deps);
    const [ana] = await createUsers(ctx.deps, 1);
    expect((await post(championship.id, ana!)).status).toBe(201);
    const withdrawn = await call(ctx.app, 'DELETE', `/api/partners/${championship.id}`, { token: ana!.token });
    expect(withdrawn.status).toBe(200);
    expect(partnerSummarySchema.parse(withdrawn.body)).toMatchObject({ count: 0, mine: null, can_post: true });
    expect(await call(ctx.app, 'DELETE', `/api/partners/${championship.id}`, { token: ana!.token })).toMatchObject({
      status: 404,
      body: { message: 'Você não está procurando dupla neste campeonato' },
    });
    expect((await post(championship.id, ana!, { note: 'só sábado' })).status).toBe(201);
    const rows = await postsOf(championship.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ note: 'só sábado', closedAt: null });
  });

  it('lets one of two simultaneous posts in', async () => {
    const championship = await createChampionship(ctx.deps);
    const [ana] = await createUsers(ctx.deps, 1);
    const answers = await Promise.all([post(championship.id, ana!), post(championship.id, ana!)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await postsOf(championship.id)).toHaveLength(1);
  });
});

describe('the list, best fit first', () => {
  it('orders by eligibility, the pair’s level against the band, reliability and city, and pages on a cursor', async () => {
    const championship = await createChampionship(ctx.deps, { category: 'Intermediário' });
    const [me] = await createUsers(ctx.deps, 1, 500);
    const [inside] = await createUsers(ctx.deps, 1, 560);
    const [neighbour] = await createUsers(ctx.deps, 1, 560);
    const [far] = await createUsers(ctx.deps, 1, 100);
    // The reader's city is the one they gave on a post.
    expect((await post(championship.id, me!, { city: 'Niterói' })).status).toBe(201);
    expect((await post(championship.id, far!, { city: 'Niterói' })).status).toBe(201);
    expect((await post(championship.id, inside!, { city: 'Rio de Janeiro' })).status).toBe(201);
    expect((await post(championship.id, neighbour!, { city: 'niteroi' })).status).toBe(201);
    const { items } = await listOf(championship.id, me!);
    expect(items.map((item) => item.athlete.id)).toEqual([neighbour!.id, inside!.id, far!.id]);
    const first = await listOf(championship.id, me!, '?limit=1');
    expect(first.items.map((item) => item.athlete.id)).toEqual([neighbour!.id]);
    const second = await listOf(championship.id, me!, `?limit=2&cursor=${first.next}`);
    expect(second.items.map((item) => item.athlete.id)).toEqual([inside!.id, far!.id]);
    expect(second.next).toBeNull();
    expect((await call(ctx.app, 'GET', `/api/partners/${championship.id}?cursor=lixo!`, { token: me!.token })).status).toBe(400);
  });
});

describe('inviting from the list', () => {
  it('sends the usual invitation; the invited athlete is hidden while it waits, and both posts close when the team is confirmed', async () => {
    const championship = await createChampionship(ctx.deps);
    const [ana, bia, caio] = await createUsers(ctx.deps, 3);
    expect((await post(championship.id, ana!)).status).toBe(201);
    expect((await post(championship.id, bia!)).status).toBe(201);
    expect(await call(ctx.app, 'POST', `/api/partners/${championship.id}/${ana!.id}/invite`, { token: ana!.token })).toMatchObject({
      status: 422,
      body: { message: 'Convide outro atleta: este post é seu' },
    });
    const invited = await call(ctx.app, 'POST', `/api/partners/${championship.id}/${ana!.id}/invite`, { token: bia!.token });
    expect(invited.status).toBe(201);
    const [invitation] = await ctx.deps.db.select().from(invitations).where(eq(invitations.teamId, invited.body.team_id));
    expect(invitation).toMatchObject({ playerId: ana!.id, invitedById: bia!.id, status: 'pending' });
    expect(invitation!.expiresAt.getTime() - invitation!.createdAt.getTime()).toBe(48 * HOUR);
    // Both are in a pending team: hidden, not counted, and nobody may invite them again.
    expect(await summary(championship.id, caio!)).toMatchObject({ count: 0 });
    expect((await listOf(championship.id, caio!)).items).toEqual([]);
    expect(await call(ctx.app, 'POST', `/api/partners/${championship.id}/${ana!.id}/invite`, { token: caio!.token })).toMatchObject({
      status: 404,
      body: { message: 'Este atleta não está mais procurando dupla neste campeonato' },
    });

    expect((await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: ana!.token })).status).toBe(200);
    const rows = await postsOf(championship.id);
    expect(rows.every((row) => row.closedAt !== null)).toBe(true);
  });

  it('shows the invited athlete again when they decline', async () => {
    const championship = await createChampionship(ctx.deps);
    const [ana, bia, caio] = await createUsers(ctx.deps, 3);
    expect((await post(championship.id, ana!)).status).toBe(201);
    const invited = await call(ctx.app, 'POST', `/api/partners/${championship.id}/${ana!.id}/invite`, { token: bia!.token });
    expect(invited.status).toBe(201);
    const [invitation] = await ctx.deps.db.select().from(invitations).where(eq(invitations.teamId, invited.body.team_id));
    expect((await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/decline`, { token: ana!.token })).status).toBe(200);
    expect((await listOf(championship.id, caio!)).items.map((item) => item.athlete.id)).toEqual([ana!.id]);
  });
});

describe('the draw and a cancellation close every post', () => {
  it('closes the open posts of a drawn championship, and of a cancelled one', async () => {
    const organizer = await loginOrganizer(ctx);
    const flow = organizerFlow(ctx, organizer, new Date(Date.now() + 3 * 24 * HOUR));
    const drawn = await flow.championshipWithTeams(4, new Date(Date.now() + 3 * 24 * HOUR), { topRating: 390 });
    const [ana] = await createUsers(ctx.deps, 1);
    await ctx.deps.db.update(championships).set({ category: 'Intermediário' }).where(eq(championships.id, drawn.id));
    expect((await post(drawn.id, ana!)).status).toBe(201);
    expect((await flow.post(`${ORGANIZER_BASE}/${drawn.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule })).status).toBe(200);
    expect((await postsOf(drawn.id))[0]!.closedAt).not.toBeNull();

    const cancelled = await flow.championshipWithTeams(0);
    expect((await post(cancelled.id, ana!)).status).toBe(201);
    expect((await flow.post(`${ORGANIZER_BASE}/${cancelled.id}/cancel`, { reason: 'Chuva forte na arena.' })).status).toBe(200);
    expect((await postsOf(cancelled.id))[0]!.closedAt).not.toBeNull();
  });
});

describe('the aviso to those already looking', () => {
  it('tells each athlete looking once, when someone who fits posts, and never about someone who does not fit', async () => {
    const championship = await createChampionship(ctx.deps, { category: 'Intermediário' });
    const [ana, bia, caio] = await createUsers(ctx.deps, 3, 500);
    const [weak] = await createUsers(ctx.deps, 1, 80);
    expect((await post(championship.id, ana!)).status).toBe(201);
    expect(await partnerAvisos(ana!.id)).toBe(0);
    // (500 + 80) / 2 = 290: 110 below the band, more than a good fit's 100: not told.
    expect((await post(championship.id, weak!)).status).toBe(201);
    expect(await partnerAvisos(ana!.id)).toBe(0);
    expect((await post(championship.id, bia!)).status).toBe(201);
    expect(await partnerAvisos(ana!.id)).toBe(1);
    expect((await post(championship.id, caio!)).status).toBe(201);
    expect(await partnerAvisos(ana!.id)).toBe(1);
    expect(await partnerAvisos(bia!.id)).toBe(1);
    expect(await partnerAvisos(caio!.id)).toBe(0);
    const [aviso] = await ctx.deps.db.select().from(notifications).where(and(eq(notifications.userId, ana!.id), eq(notifications.kind, 'partner_found')));
    expect(aviso).toMatchObject({ params: { championshipId: championship.id, nickname: bia!.nickname }, link: `/championship/${championship.id}` });
  });
});

describe('"Procurando jogo" on the players list', () => {
  it('lists athletes looking in open championships, with the championship, and near a position by the arena', async () => {
    const [arena] = await ctx.deps.db.select().from(arenas).limit(1);
    const open = await createChampionship(ctx.deps, { title: 'Aberto Procurando' });
    const closed = await createChampionship(ctx.deps, { title: 'Fechado Procurando' });
    const [ana, bia] = await createUsers(ctx.deps, 2);
    expect((await post(open.id, ana!, { note: 'só sábado' })).status).toBe(201);
    expect((await post(closed.id, bia!)).status).toBe(201);
    await ctx.deps.db.update(championships).set({ signupsClosed: true }).where(eq(championships.id, closed.id));

    const all = await call(ctx.app, 'GET', '/api/partners?limit=100', { token: bia!.token });
    expect(all.status).toBe(200);
    const items = z.array(lookingPostSchema).parse(all.body);
    expect(items.find((item) => item.athlete.id === ana!.id)).toMatchObject({ note: 'só sábado', championship: { id: open.id, title: 'Aberto Procurando', arena: arena!.name } });
    expect(items.some((item) => item.championship.id === closed.id)).toBe(false);

    const near = z.array(lookingPostSchema).parse(
      (await call(ctx.app, 'GET', `/api/partners?limit=100&latitude=${arena!.latitude}&longitude=${arena!.longitude}`, { token: bia!.token })).body,
    );
    expect(near.find((item) => item.athlete.id === ana!.id)).toMatchObject({ distance: 0 });
    const far = z.array(lookingPostSchema).parse((await call(ctx.app, 'GET', '/api/partners?limit=100&latitude=-3.7&longitude=-38.5', { token: bia!.token })).body);
    expect(far.some((item) => item.athlete.id === ana!.id)).toBe(false);

    const first = await call(ctx.app, 'GET', '/api/partners?limit=1', { token: bia!.token });
    const cursor = first.headers.get('X-Next-Cursor');
    expect(cursor).not.toBeNull();
    const next = z.array(lookingPostSchema).parse((await call(ctx.app, 'GET', `/api/partners?limit=1&cursor=${cursor}`, { token: bia!.token })).body);
    expect(next[0]!.id).not.toBe(first.body[0].id);
    expect(await call(ctx.app, 'GET', '/api/partners?latitude=1', { token: bia!.token })).toMatchObject({ status: 400, body: { message: 'Coordenadas inválidas' } });
    expect((await call(ctx.app, 'GET', '/api/partners')).status).toBe(401);
  });
});
