import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { invitations, payments, teamMembers, teams } from '../../platform/db/schema';
import { JOB_SCHEMA } from '../../platform/jobs/queue';
import { VOLEI, call, createChampionship, createChampionshipWithTeams, createOrganizer, createTestContext, createUsers, type TestContext, type TestPlayer } from '../../test/context';
import { drainJobs } from '../../test/jobs';
import { paymentDeadlineJob } from './payment-deadline.job';

// The share's deadline after "Desfazer", and the deadline job after the draw, on the app's clock.
let ctx: TestContext;
let organizer: TestPlayer;
const base = `/api/championships/${VOLEI}`;
const HOUR = 60 * 60 * 1000;
const T0 = Date.now();
const member = (id: string) => ({ player_id: id, nickname: 'x', avatar_url: null, rating: 0, whatsapp: null });

beforeAll(async () => {
  ctx = await createTestContext();
  organizer = await createOrganizer(ctx.deps);
});
afterAll(async () => {
  await ctx.close();
});

/** The app and its deps with the clock `hours` after the test's start. */
const at = (hours: number) => {
  const deps: AppDeps = { ...ctx.deps, now: () => new Date(T0 + hours * HOUR) };
  return { deps, app: createApp(deps) };
};
/** A pair signs up (or joins the list) and the partner accepts: a confirmed team, owing its shares when it holds a slot. */
async function confirmedTeam(championshipId: string, pair: TestPlayer[], hours = 0, list = false): Promise<string> {
  const path = `${base}/${championshipId}/${list ? 'waitlist' : 'teams'}`;
  const created = await call(at(hours).app, 'POST', path, {
    token: pair[0]!.token,
    json: { championship_id: championshipId, team_members: [member(pair[0]!.id), member(pair[1]!.id)] },
  });
  expect(created.status).toBe(201);
  const [invitation] = await ctx.deps.db.select().from(invitations).where(and(eq(invitations.playerId, pair[1]!.id), eq(invitations.championshipId, championshipId)));
  expect((await call(at(hours).app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: pair[1]!.token })).status).toBe(200);
  return invitation!.teamId!;
}
const teamRow = async (id: string) => (await ctx.deps.db.select().from(teams).where(eq(teams.id, id)))[0]!;
const sharesOf = (teamId: string) => ctx.deps.db.select().from(payments).where(eq(payments.teamId, teamId)).orderBy(asc(payments.id));
const step = (hours: number, shareId: string, action: 'confirm' | 'undo') => call(at(hours).app, 'POST', `/api/organizer/payments/${shareId}/${action}`, { token: organizer.token });
const deadlineJobsOf = async (teamId: string) => {
  const result = await ctx.deps.db.execute(sql`SELECT start_after FROM ${sql.raw(JOB_SCHEMA)}.job WHERE name = 'payment-deadline' AND state < 'active' AND data->>'teamId' = ${teamId}`);
  return (result as unknown as { rows: { start_after: string | Date }[] }).rows.map((row) => new Date(row.start_after).getTime());
};

/** A priced championship of the organizer's with one slot, a team holding it with both shares confirmed, and a team waiting. */
async function paidTeamAndList() {
  const championship = await createChampionship(ctx.deps, { organizerId: organizer.id, maxTeams: 1, priceCents: 5000, paymentHours: 48, occurs: new Date(T0 + 5 * 24 * HOUR) });
  const [a, b, c, d] = await createUsers(ctx.deps, 4);
  const teamId = await confirmedTeam(championship.id, [a!, b!]);
  const waitingId = await confirmedTeam(championship.id, [c!, d!], 1, true);
  const shares = await sharesOf(teamId);
  for (const share of shares) expect((await step(2, share.id, 'confirm')).status).toBe(200);
  return { championship, teamId, waitingId, shares, deadline: T0 + 48 * HOUR };
}

describe('"Desfazer" a confirmed payment', () => {
  it('before the deadline, sends the deadline job again: the team is released at the deadline if still unpaid', async () => {
    const { teamId, waitingId, shares, deadline } = await paidTeamAndList();
    // The queue's clock ahead of the app's: the deadline job ran a minute early, found every share paid, and is gone.
    await ctx.deps.db.execute(sql`UPDATE ${sql.raw(JOB_SCHEMA)}.job SET start_after = start_after - interval '2 minutes' WHERE name = 'payment-deadline' AND data->>'teamId' = ${teamId}`);
    await drainJobs(ctx.jobs, { ...ctx.deps, now: () => new Date(deadline - 60_000) });
    expect(await deadlineJobsOf(teamId)).toEqual([]);

    expect(await step(47.99, shares[0]!.id, 'undo')).toMatchObject({ status: 200, body: { status: 'pendente' } });
    expect(await deadlineJobsOf(teamId)).toEqual([deadline]);
    expect((await teamRow(teamId)).slot).toBe(1);

    await drainJobs(ctx.jobs, at(48).deps);
    expect(await teamRow(teamId)).toMatchObject({ slot: null, releasedAt: new Date(deadline) });
    expect((await sharesOf(teamId)).map((share) => share.status)).toEqual(shares.map((share) => (share.id === shares[0]!.id ? 'expirado' : 'reembolso_pendente')));
    expect(await teamRow(waitingId)).toMatchObject({ slot: 1, waitlistedAt: null });
  });

  it('after the deadline, before the draw, releases the team at once and gives the slot to the list', async () => {
    const { teamId, waitingId, shares } = await paidTeamAndList();
    // The deadline passed with every share paid: the job kept the team.
    await drainJobs(ctx.jobs, at(48).deps);
    expect((await teamRow(teamId)).slot).toBe(1);

    expect(await step(50, shares[1]!.id, 'undo')).toMatchObject({ status: 200, body: { status: 'expirado' } });
    expect(await teamRow(teamId)).toMatchObject({ slot: null, releasedAt: new Date(T0 + 50 * HOUR) });
    expect((await sharesOf(teamId)).map((share) => share.status)).toEqual(shares.map((share) => (share.id === shares[1]!.id ? 'expirado' : 'reembolso_pendente')));
    expect(await teamRow(waitingId)).toMatchObject({ slot: 1, waitlistedAt: null });
    // The promoted team owes its own shares, due 48 hours from now.
    expect((await sharesOf(waitingId)).map((share) => [share.status, share.deadline.getTime()])).toEqual([
      ['pendente', T0 + 98 * HOUR],
      ['pendente', T0 + 98 * HOUR],
    ]);
  });
});

/** A drawn championship of the organizer's: three teams inserted with their shares paid, then the pools drawn. */
async function drawnChampionship() {
  const championship = await createChampionshipWithTeams(ctx.deps, 3, { organizerId: organizer.id, priceCents: 5000 });
  const deadline = new Date(T0 + 24 * HOUR);
  for (const team of championship.teams) {
    await ctx.deps.db.insert(payments).values(
      team.players.map((player, index) => ({
        championshipId: championship.id,
        teamId: team.id,
        userId: player.id,
        amountCents: 5000,
        status: 'pago' as const,
        txid: `T${team.id.replace(/-/g, '').slice(0, 20)}${index}`,
        deadline,
      })),
    );
  }
  const schedule = { startsAt: new Date(T0 + 3 * 24 * HOUR).toISOString(), courts: 2, minutesPerGame: 30 };
  const drawn = await call(ctx.app, 'POST', `/api/organizer/championships/${championship.id}/pools`, { token: organizer.token, json: { mode: 'snake', poolSize: 3, ...schedule } });
  expect(drawn.status).toBe(200);
  return { championship, deadline };
}

describe('after the draw', () => {
  it('the deadline job never releases a drawn team', async () => {
    const { championship, deadline } = await drawnChampionship();
    const team = championship.teams[0]!;
    const before = await teamRow(team.id);
    expect(before.groupLabel).not.toBeNull();
    // A share unpaid past its deadline (written by hand: no step of the API leaves one after the draw).
    await ctx.deps.db.update(payments).set({ status: 'pendente', paidAt: null }).where(and(eq(payments.teamId, team.id), eq(payments.userId, team.players[0]!.id)));
    await paymentDeadlineJob.handler({ ...ctx.deps, now: () => new Date(deadline.getTime() + HOUR) }, { teamId: team.id });
    expect(await teamRow(team.id)).toMatchObject({ slot: before.slot, groupLabel: before.groupLabel, releasedAt: null });
    expect((await sharesOf(team.id)).map((share) => share.status).sort()).toEqual(['pago', 'pendente']);
  });

  it('"Desfazer" past the deadline is refused with the reason: the team can no longer be released', async () => {
    const { championship } = await drawnChampionship();
    const team = championship.teams[1]!;
    const [share] = await sharesOf(team.id);
    const refused = await step(25, share!.id, 'undo');
    expect(refused).toMatchObject({ status: 409, body: { message: 'O prazo deste pagamento já passou e os grupos já foram sorteados: não dá para desfazer a confirmação' } });
    expect((await sharesOf(team.id)).map((row) => row.status)).toEqual(['pago', 'pago']);
    expect((await teamRow(team.id)).slot).not.toBeNull();
  });
});

describe('a team released for non-payment', () => {
  const membersOf = (teamId: string) => ctx.deps.db.select({ id: teamMembers.playerId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));

  it('keeps its record when its players are refused a new sign-up, and leaves it when they sign up again', async () => {
    const championship = await createChampionship(ctx.deps, { organizerId: organizer.id, maxTeams: 2, priceCents: 5000, paymentHours: 48, occurs: new Date(T0 + 5 * 24 * HOUR) });
    const [a, b] = await createUsers(ctx.deps, 2);
    const teamId = await confirmedTeam(championship.id, [a!, b!]);
    await drainJobs(ctx.jobs, at(49).deps);
    expect((await teamRow(teamId)).releasedAt).not.toBeNull();

    const again = (kind: 'waitlist' | 'teams') =>
      call(at(50).app, 'POST', `${base}/${championship.id}/${kind}`, {
        token: a!.token,
        json: { championship_id: championship.id, team_members: [member(a!.id), member(b!.id)] },
      });
    // Slots are free, so the list refuses them: nothing of theirs changes.
    expect(await again('waitlist')).toMatchObject({ status: 409 });
    expect((await membersOf(teamId)).length).toBe(2);

    expect((await again('teams')).status).toBe(201);
    expect(await membersOf(teamId)).toEqual([]);
  });
});
