import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { invitations, partnerPosts } from '../../platform/db/schema';
import { call, createChampionship, createTestContext, createUsers, type TestContext } from '../../test/context';

// On a PostgreSQL server the app's pool runs the contenders on separate connections: the championship's row lock and
// partner_posts_championship_user_key decide, not the order of arrival.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('"Procuro dupla" races', () => {
  it('one of eight simultaneous posts of one athlete is made, the others refused in pt-BR', async () => {
    const championship = await createChampionship(ctx.deps);
    const [ana] = await createUsers(ctx.deps, 1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(ctx.app, 'POST', `/api/partners/${championship.id}`, { token: ana!.token, json: { note: 'só sábado' } })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((item) => item.status !== 201)) expect(answer).toMatchObject({ status: 409, body: { message: 'Você já está procurando dupla neste campeonato' } });
    expect(await ctx.deps.db.select().from(partnerPosts).where(eq(partnerPosts.championshipId, championship.id))).toHaveLength(1);
  });

  it('two athletes inviting the same one at once: one invitation, the other refused', async () => {
    const championship = await createChampionship(ctx.deps);
    const [ana, bia, caio] = await createUsers(ctx.deps, 3);
    expect((await call(ctx.app, 'POST', `/api/partners/${championship.id}`, { token: ana!.token, json: {} })).status).toBe(201);
    const answers = await Promise.all([bia!, caio!].map((user) => call(ctx.app, 'POST', `/api/partners/${championship.id}/${ana!.id}/invite`, { token: user.token })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    // The loser is refused by the sign-up under the lock (409), or, when the winner committed before it read the post,
    // finds her no longer looking (404).
    const refused = answers.find((answer) => answer.status !== 201)!;
    const byStatus: Record<number, string> = { 409: 'Jogador já inscrito neste campeonato', 404: 'Este atleta não está mais procurando dupla neste campeonato' };
    expect(byStatus[refused.status], `${refused.status} ${JSON.stringify(refused.body)}`).toBeDefined();
    expect(refused.body).toEqual({ message: byStatus[refused.status] });
    expect(await ctx.deps.db.select().from(invitations).where(and(eq(invitations.championshipId, championship.id), eq(invitations.playerId, ana!.id)))).toHaveLength(1);
    // Still open (hidden while the invitation waits): it closes when the team is confirmed.
    expect(await ctx.deps.db.select().from(partnerPosts).where(and(eq(partnerPosts.championshipId, championship.id), isNull(partnerPosts.closedAt)))).toHaveLength(1);
  });
});
