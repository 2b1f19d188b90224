import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { athleteResultSchema } from '@areia/shared/core/schemas/result';
import { notifications, rankingResults, users } from '../../platform/db/schema';
import { call, createTestContext, type TestContext } from '../../test/context';
import { HOUR, ORGANIZER_BASE, loginOrganizer, organizerFlow, type FlowPlayer } from '../../test/organizer-flow';

let ctx: TestContext;
let flow: ReturnType<typeof organizerFlow>;
// The first games were due half an hour ago: the day is being played.
const startsAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR / 2);
/** A championship of 4 teams, finished: the first team's athletes are women, the second's men, the others unsaid. */
let finished: { id: string; teams: { id: string; players: FlowPlayer[] }[] };
let champion: FlowPlayer;
let championTeam: number;

const resultAvisos = (userIds: string[]) =>
  ctx.deps.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.kind, 'result_posted')));

const placeOf = async (championshipId: string, athleteId: string) =>
  (await ctx.deps.db.select().from(rankingResults).where(and(eq(rankingResults.championshipId, championshipId), eq(rankingResults.athleteId, athleteId))))[0]!;

/** The titles this file expects, written out: two women, two men, and a team whose genders are not both known. */
const GENDERS: (string | null)[][] = [['feminino', 'feminino'], ['masculino', 'masculino'], ['feminino', null], [null, null]];
function expectedHeadline(placement: number, genders: (string | null)[]): string {
  const words: Record<string, Record<number, string>> = { feminino: { 1: 'Campeãs', 2: 'Vice-campeãs' }, masculino: { 1: 'Campeões', 2: 'Vice-campeões' } };
  const agreement = genders.every((gender) => gender === 'feminino') ? 'feminino' : genders.every((gender) => gender === 'masculino') ? 'masculino' : '';
  return words[agreement]?.[placement] ?? `${placement}º lugar`;
}

beforeAll(async () => {
  ctx = await createTestContext();
  flow = organizerFlow(ctx, await loginOrganizer(ctx), startsAt);
  finished = await flow.championshipWithTeams(4, startsAt, { topRating: 400 });
  for (const [index, team] of finished.teams.entries()) {
    for (const [position, player] of team.players.entries()) await ctx.deps.db.update(users).set({ gender: GENDERS[index]![position] }).where(eq(users.id, player.id));
  }
  await flow.drawPlayFinish(finished.id, 4);
  const winners = await ctx.deps.db.select().from(rankingResults).where(and(eq(rankingResults.championshipId, finished.id), eq(rankingResults.placement, 1)));
  champion = finished.teams.flatMap((team) => team.players).find((player) => player.id === winners[0]!.athleteId)!;
  championTeam = finished.teams.findIndex((team) => team.players.includes(champion));
});

afterAll(async () => {
  await ctx.close();
});

describe('the finish tells each athlete their result', () => {
  it('one aviso per athlete with place, points and level change, worded for the team', async () => {
    const everyone = finished.teams.flatMap((team) => team.players);
    expect(await resultAvisos(everyone.map((player) => player.id))).toHaveLength(8);
    for (const [index, team] of finished.teams.entries()) {
      for (const player of team.players) {
        const result = await placeOf(finished.id, player.id);
        const listed = (await call(ctx.app, 'GET', '/api/notifications', { token: player.token })).body as { kind: string; title: string; text: string; link: string }[];
        const avisos = listed.filter((item) => item.kind === 'result_posted');
        expect(avisos).toHaveLength(1);
        const headline = expectedHeadline(result.placement, GENDERS[index]!);
        expect(avisos[0]!.title).toBe(`Resultado: ${headline}`);
        const place = headline.endsWith('lugar') ? `terminaram em ${headline} no` : `foram ${headline.toLowerCase()} do`;
        const points = `+${result.points} ${result.points === 1 ? 'ponto' : 'pontos'}`;
        expect(avisos[0]!.text).toBe(`Vocês ${place} Campeonato de Teste: ${points}, nível ${result.levelBefore} → ${result.levelAfter}.`);
        expect(avisos[0]!.link).toBe(`/player/${player.id}`);
      }
    }
  });

  it('a reopen takes its avisos back (not those of an earlier championship), and the next finish tells the result again, once', async () => {
    const earlier = await flow.championshipWithTeams(4, startsAt);
    await flow.drawPlayFinish(earlier.id, 4);
    const later = await flow.championshipWithTeams(4, startsAt, { players: earlier.teams.map((team) => team.players) });
    await flow.drawPlayFinish(later.id, 4);
    const ids = later.teams.flatMap((team) => team.players.map((player) => player.id));
    const ofChampionship = async (championshipId: string) =>
      (await resultAvisos(ids)).filter((aviso) => (aviso.params as { championshipId: string }).championshipId === championshipId);
    expect(await ofChampionship(later.id)).toHaveLength(8);
    expect(await ofChampionship(earlier.id)).toHaveLength(8);

    expect((await flow.post(`${ORGANIZER_BASE}/${later.id}/reopen`)).status).toBe(200);
    expect(await ofChampionship(later.id)).toEqual([]);
    expect(await ofChampionship(earlier.id)).toHaveLength(8);
    expect((await call(ctx.app, 'GET', `/api/results/${later.id}/${ids[0]}`)).status).toBe(404);

    expect((await flow.post(`${ORGANIZER_BASE}/${later.id}/finish`)).status).toBe(200);
    expect(await ofChampionship(later.id)).toHaveLength(8);
  });
});

describe('the result to share', () => {
  it('GET /api/results/:c/:a answers the worded result without a session, with the card and page links', async () => {
    const response = await call(ctx.app, 'GET', `/api/results/${finished.id}/${champion.id}`);
    expect(response.status).toBe(200);
    const result = athleteResultSchema.parse(response.body);
    expect(result).toMatchObject({ placement: 1, headline: expectedHeadline(1, GENDERS[championTeam]!), teams: 4, team: finished.teams[championTeam]!.players.map((player) => player.nickname) });
    expect(result.card_url).toMatch(new RegExp(`^http://[^/]+/api/results/${finished.id}/${champion.id}/card\\.png$`));
    expect(result.share_url).toMatch(new RegExp(`/api/results/${finished.id}/${champion.id}/share$`));
  });

  it('the card is a 1200×630 PNG of at most 150 KB, cacheable, and 304 for its ETag', async () => {
    const response = await ctx.app.request(`/api/results/${finished.id}/${champion.id}/card.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.length).toBeLessThan(150 * 1024);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // Not one colour: something is drawn on it.
    const stats = await sharp(png).stats();
    expect(stats.channels[0]!.max - stats.channels[0]!.min).toBeGreaterThan(100);
    const again = await ctx.app.request(`/api/results/${finished.id}/${champion.id}/card.png`, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('the share page carries the Open Graph tags of the card and links into the app', async () => {
    const response = await ctx.app.request(`/api/results/${finished.id}/${champion.id}/share`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const tag = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
    expect(tag('og:title')).toBe(`${expectedHeadline(1, GENDERS[championTeam]!)} · Campeonato de Teste`);
    expect(tag('og:description')).toMatch(/^T\w+ \/ T\w+: 1º lugar entre 4 duplas \(\S+, \d\d\/\d\d\/\d\d\), \+\d+ pontos, nível \d+ → \d+\.$/);
    expect(tag('og:image')).toMatch(new RegExp(`^http://[^/]+/api/results/${finished.id}/${champion.id}/card\\.png$`));
    expect(tag('og:image:width')).toBe('1200');
    expect(html).toContain(`href="${ctx.deps.config.appUrl}/player/${champion.id}"`);
    expect(html).toContain('<html lang="pt-BR">');
  });

  it('ids of no result answer 404 in Portuguese, on every result address', async () => {
    const unplayed = await flow.championshipWithTeams(4, startsAt);
    const someone = unplayed.teams[0]!.players[0]!.id;
    const stranger = champion.id;
    for (const [c, a] of [
      ['x', champion.id],
      [finished.id, 'não-é-um-id'],
      ['00000000-0000-4000-8000-000000000000', champion.id],
      [unplayed.id, someone],
      [finished.id, '00000000-0000-4000-8000-000000000000'],
      [unplayed.id, stranger],
    ]) {
      for (const tail of ['', '/card.png', '/share']) {
        const response = await call(ctx.app, 'GET', `/api/results/${encodeURIComponent(c!)}/${encodeURIComponent(a!)}${tail}`);
        expect(response, `${c} ${a}${tail}`).toMatchObject({ status: 404, body: { message: 'Resultado não encontrado' } });
      }
    }
  });

  it('a browser following a link of no result (a reopened championship) reads a page in Portuguese with a link to the app', async () => {
    const response = await ctx.app.request(`/api/results/00000000-0000-4000-8000-000000000000/${champion.id}/share`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<h1>Resultado não encontrado</h1>');
    expect(html).toContain(`href="${ctx.deps.config.appUrl}"`);
  });

  it('the home reads the signed-in athlete\'s last result for a day, and nothing after', async () => {
    const last = await call(ctx.app, 'GET', '/api/user/last-result', { token: champion.token });
    expect(last.status).toBe(200);
    expect(athleteResultSchema.parse(last.body).championship_id).toBe(finished.id);
    await ctx.deps.db
      .update(rankingResults)
      .set({ finalizedAt: new Date(Date.now() - 25 * HOUR) })
      .where(and(eq(rankingResults.championshipId, finished.id), eq(rankingResults.athleteId, champion.id)));
    expect((await call(ctx.app, 'GET', '/api/user/last-result', { token: champion.token })).status).toBe(204);
    expect((await call(ctx.app, 'GET', '/api/user/last-result')).status).toBe(401);
  });
});
