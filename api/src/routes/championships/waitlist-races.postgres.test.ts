import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { createApp } from '../../app';
import { invitations, notifications, payments, teams } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { invitationExpiryJob } from '../../domain/roster/invitation-expiry.job';
import { paymentDeadlineJob } from '../../domain/payments/payment-deadline.job';
import { VOLEI, call, createChampionship, createTestContext, createUsers, type TestContext, type TestPlayer } from '../../test/context';

// Races that must end in one state, on a PostgreSQL server: the app's pool runs the contenders on separate
// connections, and the championship's row lock orders them.
let ctx: TestContext;
const base = `/api/championships/${VOLEI}`;
const HOUR = 60 * 60 * 1000;
const T0 = Date.now();
const member = (id: string) => ({ player_id: id, nickname: 'x', avatar_url: null, rating: 0, whatsapp: null });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const at = (hours: number) => {
  const deps: AppDeps = { ...ctx.deps, now: () => new Date(T0 + hours * HOUR) };
  return { deps, app: createApp(deps) };
};
const body = (championshipId: string, pair: TestPlayer[]) => ({
  token: pair[0]!.token,
  json: { championship_id: championshipId, team_members: [member(pair[0]!.id), member(pair[1]!.id)] },
});
const signUp = (championshipId: string, pair: TestPlayer[], hours = 0) => call(at(hours).app, 'POST', `${base}/${championshipId}/teams`, body(championshipId, pair));
const joinList = (championshipId: string, pair: TestPlayer[], hours = 0) => call(at(hours).app, 'POST', `${base}/${championshipId}/waitlist`, body(championshipId, pair));
const invitationOf = async (player: TestPlayer, championshipId: string) =>
  (await ctx.deps.db.select().from(invitations).where(and(eq(invitations.playerId, player.id), eq(invitations.championshipId, championshipId))))[0]!;
async function confirmed(championshipId: string, pair: TestPlayer[], list = false) {
  expect((await (list ? joinList : signUp)(championshipId, pair)).status).toBe(201);
  const invitation = await invitationOf(pair[1]!, championshipId);
  expect((await call(ctx.app, 'POST', `/api/invitations/${invitation.id}/accept`, { token: pair[1]!.token })).status).toBe(200);
  return invitation.teamId!;
}
const slotsOf = async (championshipId: string) =>
  (await ctx.deps.db.select({ value: count() }).from(teams).where(and(eq(teams.championshipId, championshipId), isNotNull(teams.slot))))[0]!.value;
const waitingOf = async (championshipId: string) =>
  (await ctx.deps.db.select({ value: count() }).from(teams).where(and(eq(teams.championshipId, championshipId), isNotNull(teams.waitlistedAt))))[0]!.value;
const offers = async (player: TestPlayer) =>
  (await ctx.deps.db.select({ value: count() }).from(notifications).where(and(eq(notifications.userId, player.id), eq(notifications.kind, 'waitlist_offered'))))[0]!.value;

describe('races that end in one state (PostgreSQL)', () => {
  it('an expiry racing a confirmation: the partner gets the team confirmed, or the slot goes to the list, never both', async () => {
    for (const hours of [47.999, 48, 48.001]) {
      const championship = await createChampionship(ctx.deps, { maxTeams: 1, priceCents: 0, occurs: new Date(T0 + 5 * 24 * HOUR) });
      const [a, b, c, d] = await createUsers(ctx.deps, 4);
      expect((await signUp(championship.id, [a!, b!])).status).toBe(201);
      expect((await joinList(championship.id, [c!, d!], 1)).status).toBe(201);
      const invitation = await invitationOf(b!, championship.id);
      const { deps, app } = at(hours);
      const [accepted] = await Promise.all([
        call(app, 'POST', `/api/invitations/${invitation.id}/accept`, { token: b!.token }),
        invitationExpiryJob.handler(deps, { championshipId: championship.id }),
      ]);
      expect(await slotsOf(championship.id)).toBe(1);
      const [holder] = await ctx.deps.db.select().from(teams).where(and(eq(teams.championshipId, championship.id), isNotNull(teams.slot)));
      if (accepted.status === 200) {
        expect(hours).toBeLessThan(48);
        expect(holder).toMatchObject({ createdBy: a!.id, status: 'confirmed' });
        expect([await waitingOf(championship.id), await offers(c!)]).toEqual([1, 0]);
      } else {
        expect(accepted).toMatchObject({ status: 409, body: { message: 'Este convite expirou e a vaga foi liberada' } });
        expect(holder).toMatchObject({ createdBy: c!.id });
        expect([await waitingOf(championship.id), await offers(c!)]).toEqual([0, 1]);
      }
    }
  });

  it('two slots freeing at once while 20 teams join the list: never overbooked, never a slot idle while a team waits, the list never over max_teams', async () => {
    const championship = await createChampionship(ctx.deps, { maxTeams: 4, priceCents: 0 });
    const holders = await createUsers(ctx.deps, 8);
    const holderTeams: string[] = [];
    for (let index = 0; index < 4; index += 1) holderTeams.push(await confirmed(championship.id, holders.slice(index * 2, index * 2 + 2)));
    const joiners = await createUsers(ctx.deps, 40);
    /** What a client does: the list, or the slot when the list says one is free; again if someone took it first; stops at a full list. */
    const join = async (pair: TestPlayer[]) => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const listed = await joinList(championship.id, pair);
        if (listed.status === 201) return 'list';
        if (listed.status === 422) {
          expect(listed.body.message).toBe('A lista de espera deste campeonato está cheia: já há 4 times esperando');
          return 'full';
        }
        expect(listed.body.message).toBe('Ainda há vagas neste campeonato: inscreva o time em vez de entrar na lista de espera');
        const signed = await signUp(championship.id, pair);
        if (signed.status === 201) return 'slot';
        expect(signed.body.message).toBe('Não há mais vagas neste campeonato: entre na lista de espera');
      }
      return 'gave up';
    };
    const withdraw = (index: number) => call(ctx.app, 'DELETE', `${base}/${championship.id}/teams/${holderTeams[index]}`, { token: holders[index * 2]!.token });
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, index) => join(joiners.slice(index * 2, index * 2 + 2))),
      withdraw(0).then((response) => response.status),
      withdraw(1).then((response) => response.status),
    ]);
    expect(results.slice(20)).toEqual([204, 204]);
    expect(results.slice(0, 20)).not.toContain('gave up');
    expect(await slotsOf(championship.id)).toBe(4);
    // The joiners let in hold the two freed slots and wait for the rest, never more than max_teams of them.
    const admitted = results.slice(0, 20).filter((result) => result === 'list' || result === 'slot').length;
    expect(await waitingOf(championship.id)).toBe(admitted - 2);
    expect(admitted - 2).toBeLessThanOrEqual(4);
    expect(results.slice(0, 20)).toContain('full');
    const slots = await ctx.deps.db.select({ slot: teams.slot }).from(teams).where(and(eq(teams.championshipId, championship.id), isNotNull(teams.slot)));
    expect(slots.map((row) => row.slot).sort()).toEqual([1, 2, 3, 4]);
  }, 120_000);

  it('a withdrawal racing the deadline job: the team is withdrawn or released, once; its shares end settled; the slot goes to the list once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const championship = await createChampionship(ctx.deps, { maxTeams: 1, priceCents: 5000, occurs: new Date(T0 + 5 * 24 * HOUR) });
      const [a, b, c, d] = await createUsers(ctx.deps, 4);
      const teamId = await confirmed(championship.id, [a!, b!]);
      await confirmed(championship.id, [c!, d!], true);
      const { deps, app } = at(48);
      const [withdrawal] = await Promise.all([
        call(app, 'DELETE', `${base}/${championship.id}/teams/${teamId}`, { token: a!.token }),
        paymentDeadlineJob.handler(deps, { teamId }),
      ]);
      const [row] = await ctx.deps.db.select().from(teams).where(eq(teams.id, teamId));
      if (withdrawal.status === 204) expect(row).toBeUndefined();
      else {
        expect(withdrawal.status).toBe(404);
        expect(row).toMatchObject({ slot: null });
        expect(row!.releasedAt).not.toBeNull();
      }
      const shares = await ctx.deps.db.select({ status: payments.status }).from(payments).where(and(eq(payments.championshipId, championship.id), eq(payments.userId, a!.id)));
      // Withdrawn first: the share is cancelled with the sign-up; released by the deadline first: it expired.
      expect(shares.map((share) => share.status)).toEqual([withdrawal.status === 204 ? 'retirado' : 'expirado']);
      const [promoted] = await ctx.deps.db.select().from(teams).where(and(eq(teams.championshipId, championship.id), isNotNull(teams.slot)));
      expect(promoted).toMatchObject({ createdBy: c!.id, slot: 1 });
      expect(await offers(c!)).toBe(1);
    }
  });
});
