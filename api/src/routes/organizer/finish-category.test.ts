import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, rankingResults } from '../../platform/db/schema';
import { VOLEI, call, createChampionship, createTestContext, createUsers, type TestContext } from '../../test/context';
import { drainJobs, type DrainedJob } from '../../test/jobs';
import { openSession } from '../../platform/auth/auth';
import { tellTitleEnded, type TitleEnd } from '../../domain/ranking/floor-notices';
import { oneYearAfter } from '@areia/shared/core/rules/category';
import { HOUR, ORGANIZER_BASE, loginOrganizer, organizerFlow, type FlowPlayer } from '../../test/organizer-flow';

let ctx: TestContext;
let flow: ReturnType<typeof organizerFlow>;
// The first games were due half an hour ago: the day is being played.
const startsAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR / 2);

beforeAll(async () => {
  ctx = await createTestContext();
  flow = organizerFlow(ctx, await loginOrganizer(ctx), startsAt);
});

afterAll(async () => {
  await ctx.close();
});

afterEach(() => {
  delete ctx.deps.now;
});

/** The athletes placed first in a finished championship, as their teams were created. */
async function championsOf(championship: { id: string; teams: { players: FlowPlayer[] }[] }): Promise<FlowPlayer[]> {
  const rows = await ctx.deps.db
    .select({ id: rankingResults.athleteId })
    .from(rankingResults)
    .where(and(eq(rankingResults.championshipId, championship.id), eq(rankingResults.placement, 1)));
  const ids = new Set(rows.map((row) => row.id));
  return championship.teams.flatMap((team) => team.players).filter((player) => ids.has(player.id));
}

const signUp = (championshipId: string, caller: FlowPlayer, partner: FlowPlayer) =>
  call(ctx.app, 'POST', `/api/championships/${VOLEI}/${championshipId}/teams`, {
    token: caller.token,
    json: { championship_id: championshipId, team_members: [caller, partner].map((player) => ({ player_id: player.id, nickname: player.nickname, avatar_url: null, rating: 0, whatsapp: null })) },
  });

const categoryAvisos = (userId: string) =>
  ctx.deps.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'category_changed')));

describe('the minimum category after a finish', () => {
  it('a beginner who wins a 4-team Open keeps her earned category: she can still enter Iniciante, and is told nothing', async () => {
    const open = await flow.championshipWithTeams(4, startsAt, { topRating: 250, category: 'Open' });
    await flow.drawPlayFinish(open.id, 4);
    const [champion, partner] = await championsOf(open);
    const player = (await call(ctx.app, 'GET', `/api/players/${VOLEI}/${champion!.id}`, { token: champion!.token })).body;
    expect(player.minCategory).not.toBe('Open');
    expect(player.minCategoryReason).toMatch(/nível \d+ com \d+ % de confiança$/);
    const iniciante = await createChampionship(ctx.deps, { category: 'Iniciante' });
    expect((await signUp(iniciante.id, champion!, partner!)).status).toBe(201);
    expect(await categoryAvisos(champion!.id)).toEqual([]);
  });

  it('the champions of a 6-team Intermediário get an aviso saying why their floor moved, and may not enter below it', async () => {
    const intermediario = await flow.championshipWithTeams(6, startsAt, { topRating: 300, category: 'Intermediário' });
    await flow.drawPlayFinish(intermediario.id, 3);
    const [champion, partner] = await championsOf(intermediario);
    const avisos = await categoryAvisos(champion!.id);
    expect(avisos).toHaveLength(1);
    expect(avisos[0]!.params).toMatchObject({ championshipId: intermediario.id, to: 'Intermediário', reason: expect.stringContaining('Campeonato de Teste, 6 duplas') });
    expect(avisos[0]!.link).toBe('/profile');
    const listed = (await call(ctx.app, 'GET', '/api/notifications', { token: champion!.token })).body as { kind: string; text: string }[];
    expect(listed.find((item) => item.kind === 'category_changed')?.text).toMatch(/^Depois do campeonato Campeonato de Teste, sua categoria mínima passou de \S+ para Intermediário\./);
    const iniciante = await createChampionship(ctx.deps, { category: 'Iniciante' });
    const refused = await signUp(iniciante.id, champion!, (await createUsers(ctx.deps, 1, 100))[0]!);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(new RegExp(`^${champion!.nickname} foi campeã\\(o\\) do Campeonato de Teste \\(6 duplas\\) e não pode jogar abaixo de Intermediário até \\d\\d/\\d\\d/\\d\\d$`));
    expect(partner).toBeDefined();
  });
});

/** A session opened at the app's clock: the one made with the player has expired a year on. */
const tokenNow = (player: FlowPlayer) => openSession(ctx.deps, player);

const minCategoryOf = async (player: FlowPlayer): Promise<string> =>
  (await call(ctx.app, 'GET', `/api/players/${VOLEI}/${player.id}`, { token: await tokenNow(player) })).body.minCategory;

const finishedAt = async (championshipId: string): Promise<Date> => {
  const [row] = await ctx.deps.db.select({ at: rankingResults.finalizedAt }).from(rankingResults).where(eq(rankingResults.championshipId, championshipId)).limit(1);
  return row!.at;
};

describe('a title that completes its 12 months', () => {
  it('tells each champion, once, at that instant, that they may enter from their earned category again', async () => {
    const intermediario = await flow.championshipWithTeams(6, startsAt, { topRating: 300, category: 'Intermediário' });
    await flow.drawPlayFinish(intermediario.id, 3);
    const champions = await championsOf(intermediario);
    const until = oneYearAfter(await finishedAt(intermediario.id));
    const titleEnded = async (player: FlowPlayer) => (await categoryAvisos(player.id)).filter((aviso) => aviso.params.cause === 'title_ended');

    // A minute before, the title still counts: the job is not due, and nobody is told.
    ctx.deps.now = () => new Date(until.getTime() - 60_000);
    const mine = (jobs: DrainedJob[]) => jobs.filter((job) => job.name === 'title-end' && (job.data as TitleEnd).championshipId === intermediario.id);
    expect(mine(await drainJobs(ctx.jobs, ctx.deps))).toEqual([]);
    expect(await minCategoryOf(champions[0]!)).toBe('Intermediário');

    ctx.deps.now = () => new Date(until.getTime() + 60_000);
    const ran = mine(await drainJobs(ctx.jobs, ctx.deps));
    expect(ran).toEqual([{ name: 'title-end', data: { championshipId: intermediario.id, finalizedAt: (await finishedAt(intermediario.id)).toISOString() } }]);
    expect(champions.length).toBeGreaterThan(0);
    for (const champion of champions) {
      const earned = await minCategoryOf(champion);
      expect(earned).not.toBe('Intermediário');
      const avisos = await titleEnded(champion);
      expect(avisos).toHaveLength(1);
      expect(avisos[0]!.params).toMatchObject({ championshipId: intermediario.id, from: 'Intermediário', to: earned });
      const listed = (await call(ctx.app, 'GET', '/api/notifications', { token: await tokenNow(champion) })).body as { kind: string; text: string; link: string }[];
      const told = listed.filter((item) => item.kind === 'category_changed' && item.text.startsWith('Seu título'));
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toMatch(new RegExp(`^Seu título no Campeonato de Teste completou 12 meses: agora você pode se inscrever a partir de ${earned}\\. ${earned}: nível \\d+ com \\d+ % de confiança\\.$`));
      expect(told[0]!.link).toBe('/profile');
    }

    // Run again (a retry, a second copy): nothing new.
    const finalizedAt = (await finishedAt(intermediario.id)).toISOString();
    await ctx.deps.db.transaction((tx) => tellTitleEnded(tx, ctx.deps, { championshipId: intermediario.id, finalizedAt }, ctx.deps.now!()));
    for (const champion of champions) expect(await titleEnded(champion)).toHaveLength(1);
  });

  it('tells nothing when the title never raised the floor (a field under 6 teams)', async () => {
    const small = await flow.championshipWithTeams(4, startsAt, { topRating: 300, category: 'Intermediário' });
    await flow.drawPlayFinish(small.id, 4);
    const [champion] = await championsOf(small);
    const later = new Date(oneYearAfter(await finishedAt(small.id)).getTime() + 60_000);
    ctx.deps.now = () => later;
    await drainJobs(ctx.jobs, ctx.deps);
    expect(await categoryAvisos(champion!.id)).toEqual([]);
  });
});

describe('reopening a finished championship', () => {
  it('takes back the category-change avisos its finish sent, and the floor returns to what it was', async () => {
    const intermediario = await flow.championshipWithTeams(6, startsAt, { topRating: 300, category: 'Intermediário' });
    const before = new Map(await Promise.all(intermediario.teams.flatMap((team) => team.players).map(async (player) => [player.id, await minCategoryOf(player)] as const)));
    await flow.drawPlayFinish(intermediario.id, 3);
    const champions = await championsOf(intermediario);
    for (const champion of champions) {
      expect(await categoryAvisos(champion.id)).toHaveLength(1);
      expect(await minCategoryOf(champion)).toBe('Intermediário');
    }
    const finalizedAt = await finishedAt(intermediario.id);

    expect((await flow.post(`${ORGANIZER_BASE}/${intermediario.id}/reopen`)).status).toBe(200);
    for (const champion of champions) {
      expect(await categoryAvisos(champion.id)).toEqual([]);
      expect(await minCategoryOf(champion)).toBe(before.get(champion.id));
      const listed = (await call(ctx.app, 'GET', '/api/notifications', { token: champion.token })).body as { kind: string }[];
      expect(listed.filter((item) => item.kind === 'category_changed')).toEqual([]);
    }

    // The finish's title-end job, 12 months on, finds no title of that finish: nothing to tell.
    const later = new Date(oneYearAfter(finalizedAt).getTime() + 60_000);
    ctx.deps.now = () => later;
    await drainJobs(ctx.jobs, ctx.deps);
    for (const champion of champions) expect(await categoryAvisos(champion.id)).toEqual([]);
  });
});
