import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, rankingResults } from '../../platform/db/schema';
import { VOLEI, call, createChampionship, createTestContext, createUsers, type TestContext } from '../../test/context';
import { HOUR, loginOrganizer, organizerFlow, type FlowPlayer } from '../../test/organizer-flow';

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
