import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { drawPreviewSchema } from '@areia/shared/core/schemas/organizer';
import { payments, teams } from '../../platform/db/schema';
import { ORGANIZER_ACCOUNT } from '../../seed/seed';
import { call, createTestContext, type TestContext } from '../../test/context';
import { DAY, ORGANIZER_BASE, organizerFlow, type FlowPlayer } from '../../test/organizer-flow';

let ctx: TestContext;
let organizer: { token: string; userId: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const login = (await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } })).body;
  organizer = { token: login.token, userId: login.user.id };
});
afterAll(async () => {
  await ctx.close();
});

/** Each member of these teams owes a pending share, as a confirmed team of a paid championship does. */
async function owe(championshipId: string, owing: { id: string; players: FlowPlayer[] }[]) {
  await ctx.deps.db.insert(payments).values(
    owing.flatMap((team) =>
      team.players.map((player) => ({ championshipId, teamId: team.id, userId: player.id, amountCents: 6000, txid: `T${Math.random().toString(36).slice(2, 14)}`, deadline: new Date(Date.now() + DAY) })),
    ),
  );
}

const nameOf = (team: { players: FlowPlayer[] }) => team.players.map((player) => player.nickname).join(' / ');
const preview = async (id: string, token = organizer.token) => call(ctx.app, 'GET', `${ORGANIZER_BASE}/${id}/pools/preview`, { token });

describe('the draw preview', () => {
  it('names the unpaid teams the draw releases and the teams it draws, and the draw refuses with the same reason', async () => {
    const flow = organizerFlow(ctx, organizer, new Date(Date.now() + 3 * DAY));
    const championship = await flow.championshipWithTeams(4);
    const [first, second, third, fourth] = championship.teams;
    await owe(championship.id, [second!, fourth!]);

    const answer = await preview(championship.id);
    expect(answer.status).toBe(200);
    const reason = 'São necessários pelo menos 3 times para sortear os grupos: 2 times com pagamento pendente serão liberados e restariam 2';
    expect(drawPreviewSchema.parse(answer.body)).toEqual({
      release: [second!, fourth!].map((team) => ({ id: team.id, name: nameOf(team) })),
      draw: [first!, third!].map((team) => ({ id: team.id, name: nameOf(team) })),
      refusal: reason,
    });
    // The draw itself refuses with that reason, and releases nobody.
    const refused = await flow.post(`${ORGANIZER_BASE}/${championship.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule });
    expect(refused).toMatchObject({ status: 422, body: { message: reason } });
    expect((await ctx.deps.db.select({ slot: teams.slot }).from(teams).where(eq(teams.id, second!.id)))[0]!.slot).not.toBeNull();

    // One team pays: three are left to draw, one is released.
    await ctx.deps.db.update(payments).set({ status: 'pago' }).where(inArray(payments.teamId, [second!.id]));
    expect((await preview(championship.id)).body).toEqual({
      release: [{ id: fourth!.id, name: nameOf(fourth!) }],
      draw: [first!, second!, third!].map((team) => ({ id: team.id, name: nameOf(team) })),
      refusal: null,
    });
  });

  it('says why while a reported payment awaits the organizer; another organizer gets 403, an unknown id 404', async () => {
    const flow = organizerFlow(ctx, organizer, new Date(Date.now() + 3 * DAY));
    const championship = await flow.championshipWithTeams(3);
    await owe(championship.id, [championship.teams[0]!]);
    await ctx.deps.db.update(payments).set({ status: 'informado' }).where(eq(payments.teamId, championship.teams[0]!.id));
    const answer = await preview(championship.id);
    expect(answer.body.refusal).toMatch(/^.+$/);
    const draw = await flow.post(`${ORGANIZER_BASE}/${championship.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule });
    expect(draw).toMatchObject({ status: 422, body: { message: answer.body.refusal } });

    const athlete = (await call(ctx.app, 'POST', '/api/auth/login', { json: { email: 'demo@areia.app', password: 'Areia@2026' } })).body.token as string;
    expect((await preview(championship.id, athlete)).status).toBe(403);
    expect((await preview('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(ctx.app, 'GET', `${ORGANIZER_BASE}/${championship.id}/pools/preview`)).status).toBe(401);
  });
});
