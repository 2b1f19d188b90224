import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { arenas, invitations, teams } from '../../platform/db/schema';
import { VOLEI, call, createChampionship, createOrganizer, createTestContext, createUsers, type TestContext, type TestPlayer } from '../../test/context';

// The organizer's edit goes through editChampionship: the ended stages refuse it, and slots it adds go to the list.
let ctx: TestContext;
let organizer: TestPlayer;
const HOUR = 60 * 60 * 1000;
const T0 = Date.now();
const member = (id: string) => ({ player_id: id, nickname: 'x', avatar_url: null, rating: 0, whatsapp: null });
const at = (hours: number) => {
  const deps: AppDeps = { ...ctx.deps, now: () => new Date(T0 + hours * HOUR) };
  return createApp(deps);
};

beforeAll(async () => {
  ctx = await createTestContext();
  organizer = await createOrganizer(ctx.deps);
});
afterAll(async () => {
  await ctx.close();
});

/** A pair signs up for a slot or the list; returns the team and the partner's invitation. */
async function pair(championshipId: string, list: boolean, hours = 0) {
  const [a, b] = await createUsers(ctx.deps, 2);
  const created = await call(at(hours), 'POST', `/api/championships/${VOLEI}/${championshipId}/${list ? 'waitlist' : 'teams'}`, {
    token: a!.token,
    json: { championship_id: championshipId, team_members: [member(a!.id), member(b!.id)] },
  });
  expect(created.status).toBe(201);
  const [invitation] = await ctx.deps.db.select().from(invitations).where(and(eq(invitations.playerId, b!.id), eq(invitations.championshipId, championshipId)));
  return { teamId: invitation!.teamId!, invitationId: invitation!.id, partner: b! };
}

/** The organizer's form for a championship in five days, with some fields changed. */
async function edit(id: string, changes: Record<string, unknown>, hours = 0) {
  const [arena] = await ctx.deps.db.select({ id: arenas.id }).from(arenas).limit(1);
  const json = {
    title: 'Copa Editada',
    category: 'Open',
    occurs: new Date(T0 + 5 * 24 * HOUR).toISOString(),
    arenaId: arena!.id,
    maxTeams: 3,
    playersPerTeam: 2,
    price: 0,
    contact: '21999998888',
    description: 'Campeonato de teste',
    ...changes,
  };
  return call(at(hours), 'PUT', `/api/organizer/championships/${id}`, { token: organizer.token, json });
}

describe('editing a championship', () => {
  it('gives a slot it adds to the first team waiting', async () => {
    const championship = await createChampionship(ctx.deps, { organizerId: organizer.id, maxTeams: 3, priceCents: 0, occurs: new Date(T0 + 5 * 24 * HOUR) });
    for (let team = 0; team < 3; team += 1) await pair(championship.id, false);
    const waiting = await pair(championship.id, true, 1);
    const edited = await edit(championship.id, { maxTeams: 4 }, 2);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [row] = await ctx.deps.db.select().from(teams).where(eq(teams.id, waiting.teamId));
    expect(row).toMatchObject({ slot: 4, waitlistedAt: null });
  });

  it('is refused once the championship is cancelled', async () => {
    const championship = await createChampionship(ctx.deps, { organizerId: organizer.id, maxTeams: 3, priceCents: 0, occurs: new Date(T0 + 5 * 24 * HOUR) });
    expect((await call(at(0), 'POST', `/api/organizer/championships/${championship.id}/cancel`, { token: organizer.token, json: { reason: 'Chuva forte' } })).status).toBe(200);
    expect(await edit(championship.id, { title: 'Copa Depois' }, 1)).toMatchObject({ status: 409, body: { message: 'Este campeonato foi cancelado' } });
  });
});

describe("an invitation of a team on the list", () => {
  it('runs out at the start: answered later, it is refused as expired', async () => {
    const championship = await createChampionship(ctx.deps, { organizerId: organizer.id, maxTeams: 1, occurs: new Date(T0 + 24 * HOUR) });
    await pair(championship.id, false);
    const waiting = await pair(championship.id, true, 1);
    const late = await call(at(25), 'POST', `/api/invitations/${waiting.invitationId}/accept`, { token: waiting.partner.token });
    expect(late).toMatchObject({ status: 409, body: { message: 'Este convite expirou e a vaga foi liberada' } });
  });
});
