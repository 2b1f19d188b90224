import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { championshipDetailSchema, championshipSchema } from '@areia/shared/core/schemas/championship';
import { complaintSchema } from '@areia/shared/core/schemas/complaint';
import { gameSchema, groupRowSchema, resultRowSchema } from '@areia/shared/core/schemas/standings';
import { teamSchema } from '@areia/shared/core/schemas/team';
import { complaints, teamMembers, teams } from '../../platform/db/schema';
import { VOLEI, call, createChampionship, createTestContext, createUsers, loginDemo, type TestContext } from '../../test/context';

let ctx: TestContext;
let demo: { token: string; userId: string };
let list: z.infer<typeof championshipSchema>[];
const base = `/api/championships/${VOLEI}`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await loginDemo(ctx.app);
  list = (await call(ctx.app, 'GET', base, { token: demo.token })).body;
});
afterAll(async () => {
  await ctx.close();
});

const byTitle = (title: string) => list.find((item) => item.title === title)!;
const teamCount = async (championshipId: string) =>
  (await ctx.deps.db.select({ value: count() }).from(teams).where(eq(teams.championshipId, championshipId)))[0]!.value;
const member = (id: string) => ({ player_id: id, nickname: 'x', avatar_url: null, rating: 0, whatsapp: null });

describe('GET /api/championships/:modalityId', () => {
  it('lists the seeded championships with the spec shape, past / next 30 days / later, one full, one disabled', () => {
    expect(() => z.array(championshipSchema).parse(list)).not.toThrow();
    expect(list.length).toBeGreaterThanOrEqual(8);
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    expect(list.some((item) => Date.parse(item.occurs) < now)).toBe(true);
    expect(list.some((item) => Date.parse(item.occurs) > now && Date.parse(item.occurs) < now + 30 * day)).toBe(true);
    expect(list.some((item) => Date.parse(item.occurs) > now + 30 * day)).toBe(true);
    expect(list.filter((item) => item.free === 0 && Date.parse(item.occurs) > now)).toHaveLength(1);
    expect(list.filter((item) => item.isDisabled)).toHaveLength(1);
    expect(new Set(list.map((item) => item.category))).toEqual(new Set(['Estreante', 'Iniciante', 'Intermediário', 'Intermediário Plus', 'Avançado', 'Open', 'Master']));
    for (const item of list) {
      expect(item.date).toBe(item.occurs);
      expect(item.banner_url).toMatch(/^http:\/\/localhost\/media\/demo\/banner\/.+\.svg$/);
      expect(item.contact).toMatch(/^\d{10,11}$/);
    }
    expect(byTitle('Open Niterói').status).toBe('Lotado');
    // The stage, not the date: finished ones read Encerrado, drawn ones Em andamento whatever their date.
    expect(byTitle('Copa Verão Copacabana')).toMatchObject({ status: 'Encerrado', stage: 'finalizado' });
    expect(byTitle('Torneio Ipanema Iniciante')).toMatchObject({ status: 'Encerrado', stage: 'finalizado' });
    expect(byTitle('Rei da Praia Leme')).toMatchObject({ status: 'Em andamento', stage: 'em_andamento' });
    expect(byTitle('Desafio Leblon Intermediário')).toMatchObject({ status: 'Em andamento', stage: 'em_andamento' });
    expect(byTitle('Master Barra')).toMatchObject({ status: 'Inscrições fechadas', stage: 'inscricoes_encerradas' });
    expect(byTitle('Circuito Leme Estreante')).toMatchObject({ status: 'Inscrições abertas', stage: 'inscricoes_abertas' });
    expect(byTitle('Open Niterói').stage).toBe('inscricoes_abertas');
  });

  it('isRegistered is true only where the caller is in a team; at least two open upcoming ones are free for the demo', () => {
    expect(byTitle('Intermediário Plus Santos').isRegistered).toBe(true);
    expect(byTitle('Desafio Leblon Intermediário').isRegistered).toBe(false);
    const now = Date.now();
    const open = list.filter((item) => !item.isRegistered && !item.isDisabled && item.free >= 4 && Date.parse(item.occurs) > now && Date.parse(item.occurs) < now + 30 * 86_400_000);
    expect(open.length).toBeGreaterThanOrEqual(2);
  });

  it('404 for an unknown or malformed modality; 401 without a token', async () => {
    expect((await call(ctx.app, 'GET', `/api/championships/${UNKNOWN}`, { token: demo.token })).body).toEqual({ message: 'Modalidade não encontrada' });
    expect((await call(ctx.app, 'GET', '/api/championships/volei', { token: demo.token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', base)).status).toBe(401);
  });
});

describe('championship detail, teams, groups, games, results', () => {
  it('detail adds arena name/address and teams_count', async () => {
    const item = byTitle('Desafio Leblon Intermediário');
    const response = await call(ctx.app, 'GET', `${base}/${item.id}`, { token: demo.token });
    expect(response.status).toBe(200);
    const detail = championshipDetailSchema.parse(response.body);
    expect(detail).toMatchObject({ arena_name: 'Arena Leblon Vôlei de Praia', teams_count: 6, free: 10, max_teams: 16 });
    expect(detail.arena_address).toMatch(/Leblon/);
  });

  it('teams come with members and a name of nicknames joined by " / "', async () => {
    const response = await call(ctx.app, 'GET', `${base}/${byTitle('Copa Verão Copacabana').id}/teams`, { token: demo.token });
    const list = z.array(teamSchema).parse(response.body);
    expect(list).toHaveLength(8);
    expect(list[0]!.team_members[0]!.player_id).toBe(demo.userId);
    for (const team of list) expect(team.team).toBe(team.team_members.map((m) => m.nickname).join(' / '));
  });

  it('groups A/B, games and results are computed from finished games (FIVB match points: win 2, loss 1; saldo)', async () => {
    const id = byTitle('Rei da Praia Leme').id;
    const groups = z.array(groupRowSchema).parse((await call(ctx.app, 'GET', `${base}/${id}/groups`, { token: demo.token })).body);
    const games = z.array(gameSchema).parse((await call(ctx.app, 'GET', `${base}/${id}/games`, { token: demo.token })).body);
    const results = z.array(resultRowSchema).parse((await call(ctx.app, 'GET', `${base}/${id}/results`, { token: demo.token })).body);
    expect(new Set(groups.map((row) => row.group_label))).toEqual(new Set(['A', 'B']));
    expect(games.some((game) => game.status === 'finalizado')).toBe(true);
    expect(games.some((game) => game.status === 'agendado' && game.team_score === null)).toBe(true);
    const finished = games.filter((game) => game.status === 'finalizado');
    const totalWins = groups.reduce((sum, row) => sum + row.wins, 0);
    expect(totalWins).toBe(finished.length);
    for (const row of groups) {
      expect(row.points).toBe(row.wins * 2 + row.defeats);
      expect(row.explanation.startsWith(`${row.points} ${row.points === 1 ? 'ponto' : 'pontos'} (`)).toBe(true);
    }
    expect(groups.reduce((sum, row) => sum + row.total, 0)).toBe(0);
    // Geral: every team, the same P as the pools, and each pool's order kept; no placement before the finish.
    expect(results.map((row) => row.team_id).sort()).toEqual(groups.map((row) => row.team_id).sort());
    for (const row of results) {
      const group = groups.find((line) => line.team_id === row.team_id)!;
      expect(row).toMatchObject({ points: group.points, wins: group.wins, games: group.games, placement: null });
    }
    for (const label of ['A', 'B']) {
      const inPool = groups.filter((row) => row.group_label === label).map((row) => row.team_id);
      expect(results.map((row) => row.team_id).filter((id) => inPool.includes(id))).toEqual(inPool);
    }
  });

  it('no groups or games before the draw, yet Geral lists every confirmed team with zeros; 404 for unknown ids on every sub-path', async () => {
    const id = byTitle('Circuito Leme Estreante').id;
    for (const sub of ['groups', 'games']) {
      expect((await call(ctx.app, 'GET', `${base}/${id}/${sub}`, { token: demo.token })).body).toEqual([]);
    }
    const results = z.array(resultRowSchema).parse((await call(ctx.app, 'GET', `${base}/${id}/results`, { token: demo.token })).body);
    expect(results).toHaveLength(3);
    for (const row of results) expect(row).toMatchObject({ games: 0, wins: 0, points: 0, total: 0, pros: 0, placement: null });
    for (const path of [`${base}/${UNKNOWN}`, `${base}/${UNKNOWN}/teams`, `${base}/${UNKNOWN}/groups`, `${base}/${UNKNOWN}/games`, `${base}/${UNKNOWN}/results`, `${base}/nao-e-uuid`]) {
      const response = await call(ctx.app, 'GET', path, { token: demo.token });
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ message: 'Campeonato não encontrado' });
    }
    for (const sub of ['', '/teams', '/groups', '/games', '/results']) {
      expect((await call(ctx.app, 'GET', `${base}/${id}${sub}`)).status).toBe(401);
    }
  });
});

describe('POST /api/championships/:modalityId/:championshipId/teams', () => {
  it('signs up a team: 201 with the team (pending until the partner accepts), then isRegistered and one slot fewer', async () => {
    // The demo has played Open, so its minimum category is Intermediário Plus: Avançado is open to it.
    const item = byTitle('Avançado Jurerê');
    const [partner] = await createUsers(ctx.deps, 1);
    const response = await call(ctx.app, 'POST', `${base}/${item.id}/teams`, {
      token: demo.token,
      json: { championship_id: item.id, team_members: [member(demo.userId), member(partner!.id)] },
    });
    expect(response.status).toBe(201);
    const team = teamSchema.parse(response.body);
    expect(team.team).toBe(`Demo / ${partner!.nickname}`);
    expect(team.status).toBe('pending');
    const after = await call(ctx.app, 'GET', `${base}/${item.id}`, { token: demo.token });
    expect(after.body).toMatchObject({ isRegistered: true, free: item.free - 1, teams_count: item.max_teams - item.free + 1 });
    const again = await call(ctx.app, 'POST', `${base}/${item.id}/teams`, {
      token: demo.token,
      json: { championship_id: item.id, team_members: [member(demo.userId), member((await createUsers(ctx.deps, 1))[0]!.id)] },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Jogador já inscrito neste campeonato' });
  });

  it('rejects broken rules with the right status and writes nothing', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 4 });
    const [caller, a, b] = await createUsers(ctx.deps, 3);
    const post = (json: unknown, token = caller!.token, id = championship.id) => call(ctx.app, 'POST', `${base}/${id}/teams`, { token, json });
    const cases: [unknown, number, string][] = [
      [{ championship_id: championship.id, team_members: [member(caller!.id)] }, 400, 'O time deve ter exatamente 2 jogadores'],
      [{ championship_id: championship.id, team_members: [member(caller!.id), member(a!.id), member(b!.id)] }, 400, 'O time deve ter exatamente 2 jogadores'],
      [{ championship_id: championship.id, team_members: [member(caller!.id), member(caller!.id)] }, 400, 'O mesmo jogador não pode ocupar duas vagas'],
      [{ championship_id: championship.id, team_members: [member(a!.id), member(b!.id)] }, 403, 'Você precisa fazer parte do time'],
      [{ championship_id: championship.id, team_members: [member(caller!.id), member(UNKNOWN)] }, 400, 'Jogador não encontrado'],
      [{ championship_id: championship.id, team_members: [member(caller!.id), member('abc')] }, 400, 'Jogador não encontrado'],
      [{ championship_id: UNKNOWN, team_members: [member(caller!.id), member(a!.id)] }, 400, 'O campeonato informado não corresponde ao endereço'],
      [{ championship_id: championship.id, team_members: [] }, 400, 'Por favor, preencha todas as vagas do time'],
      [{ championship_id: championship.id }, 400, 'Por favor, preencha todas as vagas do time'],
    ];
    for (const [json, status, message] of cases) {
      const response = await post(json);
      expect(response.status, JSON.stringify(json)).toBe(status);
      expect(response.body).toEqual({ message });
    }
    expect((await post({ championship_id: championship.id, team_members: [member(caller!.id), member(a!.id)] }, 'nope')).status).toBe(401);
    expect((await post({ championship_id: UNKNOWN, team_members: [member(caller!.id), member(a!.id)] }, caller!.token, UNKNOWN)).status).toBe(404);
    expect(await teamCount(championship.id)).toBe(0);
  });

  it('409 for a disabled, past or full championship', async () => {
    const [caller, partner] = await createUsers(ctx.deps, 2);
    const json = (id: string) => ({ championship_id: id, team_members: [member(caller!.id), member(partner!.id)] });
    const disabled = await createChampionship(ctx.deps, { isDisabled: true });
    const past = await createChampionship(ctx.deps, { occurs: new Date(Date.now() - 86_400_000) });
    const full = byTitle('Open Niterói');
    for (const [id, message] of [
      [disabled.id, 'As inscrições deste campeonato não estão disponíveis'],
      [past.id, 'Este campeonato já aconteceu'],
      [full.id, 'Não há mais vagas neste campeonato: entre na lista de espera'],
    ] as const) {
      const response = await call(ctx.app, 'POST', `${base}/${id}/teams`, { token: caller!.token, json: json(id) });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message });
    }
    expect(await teamCount(disabled.id)).toBe(0);
    expect(await teamCount(full.id)).toBe(6);
  });

  it('a past and disabled championship never drawn has closed sign-ups, not a finish: Inscrições fechadas, refused as disabled', async () => {
    const [caller, partner] = await createUsers(ctx.deps, 2);
    const both = await createChampionship(ctx.deps, { occurs: new Date(Date.now() - 86_400_000), isDisabled: true, signupsClosed: true });
    const detail = await call(ctx.app, 'GET', `${base}/${both.id}`, { token: caller!.token });
    expect(detail.body).toMatchObject({ status: 'Inscrições fechadas', stage: 'inscricoes_encerradas', isDisabled: true, signupsClosed: true });
    const json = { championship_id: both.id, team_members: [member(caller!.id), member(partner!.id)] };
    const response = await call(ctx.app, 'POST', `${base}/${both.id}/teams`, { token: caller!.token, json });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'As inscrições deste campeonato não estão disponíveis' });
    expect(await teamCount(both.id)).toBe(0);
  });

  it('20 parallel sign-ups for the last slot: exactly one 201, the rest 409', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 3 });
    const [first, second] = await createUsers(ctx.deps, 4).then((players) => [players.slice(0, 2), players.slice(2, 4)]);
    for (const pair of [first!, second!]) {
      const response = await call(ctx.app, 'POST', `${base}/${championship.id}/teams`, {
        token: pair[0]!.token,
        json: { championship_id: championship.id, team_members: pair.map((p) => member(p.id)) },
      });
      expect(response.status).toBe(201);
    }
    const players = await createUsers(ctx.deps, 40);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const [caller, partner] = [players[index * 2]!, players[index * 2 + 1]!];
        return call(ctx.app, 'POST', `${base}/${championship.id}/teams`, {
          token: caller.token,
          json: { championship_id: championship.id, team_members: [member(caller.id), member(partner.id)] },
        });
      }),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.status === 409)) expect(response.body).toEqual({ message: 'Não há mais vagas neste campeonato: entre na lista de espera' });
    expect(await teamCount(championship.id)).toBe(3);
  });

  it('the same player in two parallel teams: one succeeds, the other 409', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 10 });
    const [shared, x, y] = await createUsers(ctx.deps, 3);
    const responses = await Promise.all(
      [x!, y!].map((caller) =>
        call(ctx.app, 'POST', `${base}/${championship.id}/teams`, {
          token: caller.token,
          json: { championship_id: championship.id, team_members: [member(caller.id), member(shared!.id)] },
        }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.status === 409)!.body).toEqual({ message: 'Jogador já inscrito neste campeonato' });
    const rows = await ctx.deps.db.select().from(teamMembers).where(and(eq(teamMembers.championshipId, championship.id), eq(teamMembers.playerId, shared!.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/championships/:modalityId/:championshipId/:teamId (complaint)', () => {
  it('records a complaint by the caller', async () => {
    const item = byTitle('Desafio Leblon Intermediário');
    const [team] = (await call(ctx.app, 'GET', `${base}/${item.id}/teams`, { token: demo.token })).body;
    const response = await call(ctx.app, 'POST', `${base}/${item.id}/${team.id}`, {
      token: demo.token,
      json: { reported_by_id: demo.userId, reason: 'Categoria incorreta' },
    });
    expect(response.status).toBe(201);
    expect(complaintSchema.parse(response.body)).toMatchObject({ team_id: team.id, championship_id: item.id, reported_by_id: demo.userId, reason: 'Categoria incorreta' });
  });

  it('one complaint per user and team: sending again is 409 Você já denunciou este time, racing sends store one row', async () => {
    const item = byTitle('Desafio Leblon Intermediário');
    const [, team] = (await call(ctx.app, 'GET', `${base}/${item.id}/teams`, { token: demo.token })).body;
    const [reporter, racer] = await createUsers(ctx.deps, 2);
    const send = (user: { id: string; token: string }) =>
      call(ctx.app, 'POST', `${base}/${item.id}/${team.id}`, { token: user.token, json: { reported_by_id: user.id, reason: 'Categoria incorreta' } });
    expect((await send(reporter!)).status).toBe(201);
    const again = await send(reporter!);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Você já denunciou este time' });
    const racing = await Promise.all([send(racer!), send(racer!)]);
    expect(racing.map((response) => response.status).sort()).toEqual([201, 409]);
    for (const user of [reporter!, racer!]) {
      const rows = await ctx.deps.db.select().from(complaints).where(and(eq(complaints.teamId, team.id), eq(complaints.reportedById, user.id)));
      expect(rows).toHaveLength(1);
    }
  });

  it('403 when reporting as someone else, 404 for a team of another championship, 400 bad body, 401 without token — nothing written', async () => {
    const item = byTitle('Desafio Leblon Intermediário');
    const other = byTitle('Circuito Leme Estreante');
    const [team] = (await call(ctx.app, 'GET', `${base}/${item.id}/teams`, { token: demo.token })).body;
    const before = (await ctx.deps.db.select({ value: count() }).from(complaints))[0]!.value;
    const [someone] = await createUsers(ctx.deps, 1);
    const asOther = await call(ctx.app, 'POST', `${base}/${item.id}/${team.id}`, { token: demo.token, json: { reported_by_id: someone!.id, reason: 'Categoria incorreta' } });
    expect(asOther.status).toBe(403);
    expect(asOther.body).toEqual({ message: 'Você só pode denunciar em seu próprio nome' });
    const wrongChampionship = await call(ctx.app, 'POST', `${base}/${other.id}/${team.id}`, { token: demo.token, json: { reported_by_id: demo.userId, reason: 'Categoria incorreta' } });
    expect(wrongChampionship.status).toBe(404);
    expect((await call(ctx.app, 'POST', `${base}/${item.id}/${UNKNOWN}`, { token: demo.token, json: { reported_by_id: demo.userId, reason: 'x' } })).status).toBe(404);
    expect((await call(ctx.app, 'POST', `${base}/${item.id}/${team.id}`, { token: demo.token, json: { reported_by_id: demo.userId, reason: '' } })).status).toBe(400);
    expect((await call(ctx.app, 'POST', `${base}/${item.id}/${team.id}`, { token: demo.token, json: { reason: 'Categoria incorreta' } })).status).toBe(400);
    expect((await call(ctx.app, 'POST', `${base}/${item.id}/${team.id}`, { json: { reported_by_id: demo.userId, reason: 'Categoria incorreta' } })).status).toBe(401);
    expect((await ctx.deps.db.select({ value: count() }).from(complaints))[0]!.value).toBe(before);
  });
});
