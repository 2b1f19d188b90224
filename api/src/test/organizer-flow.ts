import { expect } from 'vitest';
import { z } from 'zod';
import { organizerGameSchema, type OrganizerGame } from '@areia/shared/core/schemas/organizer';
import { teamMembers, teams } from '../platform/db/schema';
import { ORGANIZER_ACCOUNT } from '../seed/seed';
import { call, createChampionship, createUsers, type TestContext } from './context';

export const ORGANIZER_BASE = '/api/organizer/championships';
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type FlowPlayer = Awaited<ReturnType<typeof createUsers>>[number];

/** An organizer's steps through the API (sign-ups written directly): championships, the draw, scores, the finish. */
export function organizerFlow(ctx: TestContext, organizer: { token: string; userId: string }, startsAt: Date) {
  const schedule = { startsAt: startsAt.toISOString(), courts: 2, minutesPerGame: 30 };
  const post = (path: string, json?: unknown, token = organizer.token) => call(ctx.app, 'POST', path, { token, ...(json === undefined ? {} : { json }) });

  /** `n` confirmed teams of two new players each; the first team has the highest ratings (from `topRating` down). */
  async function championshipWithTeams(
    n: number,
    occurs = startsAt,
    options: { topRating?: number; players?: FlowPlayer[][]; category?: string } = {},
  ): Promise<{ id: string; teams: { id: string; players: FlowPlayer[] }[] }> {
    const row = await createChampionship(ctx.deps, { organizerId: organizer.userId, maxTeams: 16, occurs, ...(options.category ? { category: options.category } : {}) });
    const created: { id: string; players: FlowPlayer[] }[] = [];
    for (let index = 0; index < n; index += 1) {
      const players = options.players?.[index] ?? (await createUsers(ctx.deps, 2, (options.topRating ?? 900) - index * 50));
      const [team] = await ctx.deps.db.insert(teams).values({ championshipId: row.id, slot: index + 1, createdBy: players[0]!.id }).returning({ id: teams.id });
      await ctx.deps.db.insert(teamMembers).values(players.map((player, position) => ({ teamId: team!.id, championshipId: row.id, playerId: player.id, position: position + 1 })));
      created.push({ id: team!.id, players });
    }
    return { id: row.id, teams: created };
  }

  async function gamesOf(id: string): Promise<OrganizerGame[]> {
    return z.array(organizerGameSchema).parse((await call(ctx.app, 'GET', `${ORGANIZER_BASE}/${id}/games?limit=100`, { token: organizer.token })).body);
  }

  const saveScore = (gameId: string, sets: [number, number][], version: number) =>
    call(ctx.app, 'PUT', `/api/organizer/games/${gameId}/score`, { token: organizer.token, json: { sets: sets.map(([a, b]) => ({ a, b })), version } });

  /** Team A wins every game still scheduled, 21-15 21-15. */
  async function playAll(id: string): Promise<void> {
    for (const game of (await gamesOf(id)).filter((item) => item.status !== 'finalizado')) {
      expect((await saveScore(game.id, [[21, 15], [21, 15]], game.version)).status).toBe(200);
    }
  }

  /** One pool of every team, drawn, played (team A winning) and finished. */
  async function drawPlayFinish(id: string, poolSize: number): Promise<void> {
    expect((await post(`${ORGANIZER_BASE}/${id}/pools`, { mode: 'snake', poolSize, ...schedule })).status).toBe(200);
    await playAll(id);
    const finished = await post(`${ORGANIZER_BASE}/${id}/finish`);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  }

  return { schedule, post, championshipWithTeams, gamesOf, saveScore, playAll, drawPlayFinish };
}

/** The seed's organizer, signed in. */
export async function loginOrganizer(ctx: TestContext): Promise<{ token: string; userId: string }> {
  const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } });
  return { token: login.body.token, userId: login.body.user.id };
}
