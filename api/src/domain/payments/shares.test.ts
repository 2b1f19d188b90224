import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, lt } from 'drizzle-orm';
import { payments, teams } from '../../platform/db/schema';
import { VOLEI, call, createChampionship, createUsers, createTestContext, type TestContext, type TestPlayer } from '../../test/context';
import { cancelChampionship } from '../championship/finish';
import { createShares, paymentDeadline, releaseShares } from './shares';
import { informPaid, stepShare } from './steps';

let ctx: TestContext;
const testStart = new Date();
const base = `/api/championships/${VOLEI}`;
const HOUR = 60 * 60 * 1000;
const member = (id: string) => ({ player_id: id, nickname: 'x', avatar_url: null, rating: 0, whatsapp: null });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** A team signed up by `a` with `b`, and `b` accepting: the way a team becomes confirmed. */
async function confirmedTeam(championshipId: string, a: TestPlayer, b: TestPlayer): Promise<string> {
  const created = await call(ctx.app, 'POST', `${base}/${championshipId}/teams`, {
    token: a.token,
    json: { championship_id: championshipId, team_members: [member(a.id), member(b.id)] },
  });
  expect(created.status).toBe(201);
  const [invitation] = (await call(ctx.app, 'GET', '/api/invitations', { token: b.token })).body as { id: string }[];
  expect((await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: b.token })).status).toBe(200);
  return created.body.id as string;
}

const sharesOf = (teamId: string) => ctx.deps.db.select().from(payments).where(eq(payments.teamId, teamId)).orderBy(payments.userId);

describe('shares are created when a team becomes confirmed', () => {
  it('each member owes the price per person, with a deadline and a unique 25-character txid', async () => {
    const championship = await createChampionship(ctx.deps, { priceCents: 5000, paymentHours: 24 });
    const [a, b] = await createUsers(ctx.deps, 2);
    const created = await call(ctx.app, 'POST', `${base}/${championship.id}/teams`, {
      token: a!.token,
      json: { championship_id: championship.id, team_members: [member(a!.id), member(b!.id)] },
    });
    // Pending: nobody owes anything until every partner accepted.
    expect(await sharesOf(created.body.id)).toEqual([]);
    const [invitation] = (await call(ctx.app, 'GET', '/api/invitations', { token: b!.token })).body as { id: string }[];
    await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: b!.token });

    const shares = await sharesOf(created.body.id);
    expect(shares.map((share) => share.userId).sort()).toEqual([a!.id, b!.id].sort());
    for (const share of shares) {
      expect(share).toMatchObject({ championshipId: championship.id, amountCents: 5000, status: 'pendente', receiptPath: null });
      expect(share.txid).toMatch(/^[A-Za-z0-9]{25}$/);
      expect(share.deadline.getTime() - share.createdAt.getTime()).toBe(24 * HOUR);
    }
    expect(new Set(shares.map((share) => share.txid)).size).toBe(2);
  });

  it('a free championship creates none', async () => {
    const championship = await createChampionship(ctx.deps, { priceCents: 0 });
    const [a, b] = await createUsers(ctx.deps, 2);
    const teamId = await confirmedTeam(championship.id, a!, b!);
    expect(await sharesOf(teamId)).toEqual([]);
  });

  it('the deadline is never past the championship start', async () => {
    const occurs = new Date(Date.now() + 10 * HOUR);
    const championship = await createChampionship(ctx.deps, { occurs });
    const [a, b] = await createUsers(ctx.deps, 2);
    const teamId = await confirmedTeam(championship.id, a!, b!);
    for (const share of await sharesOf(teamId)) expect(share.deadline.toISOString()).toBe(occurs.toISOString());
    expect(paymentDeadline(new Date(0), 48, new Date(100 * HOUR)).getTime()).toBe(48 * HOUR);
  });

  it('creating them again owes nothing twice; the seeded teams own no share', async () => {
    const championship = await createChampionship(ctx.deps);
    const [a, b] = await createUsers(ctx.deps, 2);
    const teamId = await confirmedTeam(championship.id, a!, b!);
    expect(await ctx.deps.db.transaction((tx) => createShares(tx, teamId, new Date()))).toEqual([]);
    expect(await sharesOf(teamId)).toHaveLength(2);

    // The seeded teams were confirmed before these tests started, in championships with a price.
    const [seeded] = await ctx.deps.db.select({ value: count() }).from(teams).where(lt(teams.createdAt, testStart));
    expect(seeded!.value).toBeGreaterThan(0);
    const [seededShares] = await ctx.deps.db.select({ value: count() }).from(payments).innerJoin(teams, eq(teams.id, payments.teamId)).where(lt(teams.createdAt, testStart));
    expect(seededShares!.value).toBe(0);
  });
});

describe('a share steps through its states', () => {
  it('informado → pago, a second confirm changes nothing, undo goes back to pendente', async () => {
    const championship = await createChampionship(ctx.deps);
    const [a, b] = await createUsers(ctx.deps, 2);
    const [share] = await sharesOf(await confirmedTeam(championship.id, a!, b!));
    const now = new Date();
    const deps = { ...ctx.deps, now: () => now };
    const later = { ...ctx.deps, now: () => new Date(now.getTime() + 1000) };

    expect(await informPaid(deps, share!.id, null)).toMatchObject({ status: 'informado', informedAt: now });
    expect(await stepShare(deps, share!.id, 'confirm')).toMatchObject({ status: 'pago', paidAt: now });
    const again = await stepShare(later, share!.id, 'confirm');
    expect(again).toMatchObject({ status: 'pago', paidAt: now, updatedAt: now });
    await expect(informPaid(deps, share!.id, null)).rejects.toMatchObject({ status: 409, message: 'Este pagamento já foi confirmado pelo organizador.' });
    expect(await stepShare(deps, share!.id, 'undo')).toMatchObject({ status: 'pendente', paidAt: null, informedAt: null });
    await expect(stepShare(deps, share!.id, 'refund')).rejects.toMatchObject({ status: 409 });
  });

  it('releaseShares owes back confirmed money, cancels a share only reported paid, lapses the rest; a refund is then marked once', async () => {
    const championship = await createChampionship(ctx.deps, { playersPerTeam: 3 });
    const [a, b, c] = await createUsers(ctx.deps, 3);
    const created = await call(ctx.app, 'POST', `${base}/${championship.id}/teams`, {
      token: a!.token,
      json: { championship_id: championship.id, team_members: [member(a!.id), member(b!.id), member(c!.id)] },
    });
    for (const partner of [b!, c!]) {
      const [invitation] = (await call(ctx.app, 'GET', '/api/invitations', { token: partner.token })).body as { id: string }[];
      expect((await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: partner.token })).status).toBe(200);
    }
    const teamId = created.body.id as string;
    const [first, second, third] = await sharesOf(teamId);
    const now = new Date();
    const deps = { ...ctx.deps, now: () => now };
    await stepShare(deps, first!.id, 'confirm');
    await informPaid(deps, second!.id, null);
    const released = await ctx.deps.db.transaction((tx) => releaseShares(tx, teamId, now));
    expect(Object.fromEntries(released.map((row) => [row.id, [row.status, row.releasedAt]]))).toEqual({
      [first!.id]: ['reembolso_pendente', now],
      [second!.id]: ['cancelado', now],
      [third!.id]: ['expirado', now],
    });
    // Settled shares are left alone by a second release.
    expect(await ctx.deps.db.transaction((tx) => releaseShares(tx, teamId, now))).toEqual([]);
    expect(await stepShare(deps, first!.id, 'refund')).toMatchObject({ status: 'reembolsado', refundedAt: now });
    await expect(stepShare(deps, second!.id, 'confirm')).rejects.toMatchObject({ status: 409, message: 'Esta inscrição foi desfeita antes de o organizador confirmar o pagamento.' });
    await expect(stepShare(deps, third!.id, 'confirm')).rejects.toMatchObject({ status: 409 });
  });

  it('a release racing a confirmation ends in one state whichever order they commit', async () => {
    const championship = await createChampionship(ctx.deps);
    const [a, b] = await createUsers(ctx.deps, 2);
    const teamId = await confirmedTeam(championship.id, a!, b!);
    const [share] = await sharesOf(teamId);
    const now = new Date();
    const outcomes = await Promise.allSettled([stepShare(ctx.deps, share!.id, 'confirm'), ctx.deps.db.transaction((tx) => releaseShares(tx, teamId, now))]);
    const [after] = await ctx.deps.db.select().from(payments).where(eq(payments.id, share!.id));
    // Confirmed first then released (owed back), or released first and the confirmation refused (expirado).
    if (outcomes[0].status === 'fulfilled') expect(after!.status).toBe('reembolso_pendente');
    else expect(after!.status).toBe('expirado');
  });

  it('a withdrawal releases the team’s shares and keeps them on record; a cancel releases every share', async () => {
    const championship = await createChampionship(ctx.deps);
    const [a, b, c, d] = await createUsers(ctx.deps, 4);
    const teamId = await confirmedTeam(championship.id, a!, b!);
    const [paid] = await sharesOf(teamId);
    await stepShare(ctx.deps, paid!.id, 'confirm');
    expect((await call(ctx.app, 'DELETE', `${base}/${championship.id}/teams/${teamId}`, { token: a!.token })).status).toBe(204);
    const kept = await ctx.deps.db.select().from(payments).where(eq(payments.championshipId, championship.id));
    expect(kept.map((row) => [row.teamId, row.status]).sort()).toEqual([
      [null, 'reembolso_pendente'],
      [null, 'retirado'],
    ]);

    // The same athletes sign up again: new shares beside the released ones.
    const again = await confirmedTeam(championship.id, a!, b!);
    expect((await sharesOf(again)).map((row) => row.status)).toEqual(['pendente', 'pendente']);
    await confirmedTeam(championship.id, c!, d!);
    await ctx.deps.db.transaction(async (tx) => cancelChampionship(tx, championship, 'Chuva forte', new Date()));
    const statuses = (await ctx.deps.db.select().from(payments).where(eq(payments.championshipId, championship.id))).map((row) => row.status).sort();
    // Nothing expired: the event was called off.
    expect(statuses).toEqual(['cancelado', 'cancelado', 'cancelado', 'cancelado', 'reembolso_pendente', 'retirado']);
  });
});
