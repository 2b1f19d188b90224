import type { GameStatus } from '@areia/shared/core/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { eq, sql } from 'drizzle-orm';
import { calendarSubscriptionSchema, nextGameSchema } from '@areia/shared/core/schemas/calendar';
import { games, teamMembers, teams } from '../../platform/db/schema';
import { VOLEI, call, createChampionship, createTestContext, createUsers, loginDemo, type TestContext } from '../../test/context';

let ctx: TestContext;
let demo: { token: string; userId: string };
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await loginDemo(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events };
}

/** A championship with two pairs of fresh players and games between them at the given offsets from now. */
async function fixture(gamesAt: { hours: number; status?: GameStatus; court?: string | null }[]) {
  const players = await createUsers(ctx.deps, 4);
  const championship = await createChampionship(ctx.deps, { title: `Agenda ${players[0]!.nickname}`, occurs: new Date(Math.floor((Date.now() + 2 * HOUR) / 60_000) * 60_000) });
  const [teamA, teamB] = await ctx.deps.db
    .insert(teams)
    .values([1, 2].map((slot) => ({ championshipId: championship.id, slot, groupLabel: 'A' })))
    .returning({ id: teams.id });
  await ctx.deps.db.insert(teamMembers).values([
    { teamId: teamA!.id, championshipId: championship.id, playerId: players[0]!.id, position: 1 },
    { teamId: teamA!.id, championshipId: championship.id, playerId: players[1]!.id, position: 2 },
    { teamId: teamB!.id, championshipId: championship.id, playerId: players[2]!.id, position: 1 },
    { teamId: teamB!.id, championshipId: championship.id, playerId: players[3]!.id, position: 2 },
  ]);
  if (gamesAt.length === 0) return { players, championship, gameIds: [] as string[] };
  const rows = await ctx.deps.db
    .insert(games)
    .values(
      gamesAt.map((game, index) => ({
        championshipId: championship.id,
        phase: 1,
        groupLabel: 'A',
        // Alternate sides, so both of the partial indexes are read.
        teamAId: index % 2 === 0 ? teamA!.id : teamB!.id,
        teamBId: index % 2 === 0 ? teamB!.id : teamA!.id,
        status: game.status ?? 'agendado',
        scheduledAt: new Date(Date.now() + game.hours * HOUR),
        court: game.court === undefined ? `Quadra ${index + 1}` : game.court,
      })),
    )
    .returning({ id: games.id });
  return { players, championship, gameIds: rows.map((row) => row.id) };
}

describe('GET /api/user/next-game', () => {
  it('gives the seeded demo athlete a scheduled game with opponent, court and time', async () => {
    const response = await call(ctx.app, 'GET', '/api/user/next-game', { token: demo.token });
    expect(response.status).toBe(200);
    const game = nextGameSchema.parse(response.body);
    expect(game.championship_title).toBe('Rei da Praia Leme');
    expect(game.court).toMatch(/^Quadra \d$/);
    expect(game.opponent).toMatch(/\S \/ \S/);
    expect(game.opponent).not.toContain('Demo');
    expect(Date.parse(game.scheduled_at)).toBeGreaterThan(Date.now() - 2 * HOUR);
    expect(game.modality_id).toBe(VOLEI);
  });

  it("carries the athlete's day on a game day (the day's own read), null on another day", async () => {
    // The seed's demo athlete plays today.
    const today = nextGameSchema.parse((await call(ctx.app, 'GET', '/api/user/next-game', { token: demo.token })).body);
    expect(today.games_today).toBe(true);
    const mine = await call(ctx.app, 'GET', `/api/live/championships/${today.championship_id}/me`, { token: demo.token });
    expect(mine.status).toBe(200);
    expect(today.day).toEqual(mine.body);
    expect(today.day?.teamId).toBeTruthy();

    const { players } = await fixture([{ hours: 72 }]);
    const later = nextGameSchema.parse((await call(ctx.app, 'GET', '/api/user/next-game', { token: players[0]!.token })).body);
    expect(later.games_today).toBe(false);
    expect(later.day).toBeNull();
  });

  it('is the earliest game not yet final, counting a game started up to 2 h ago, from either side', async () => {
    const { players, gameIds } = await fixture([
      { hours: 5 },
      { hours: -3 }, // too long ago: left out
      { hours: 1, status: 'finalizado' }, // final: left out
      { hours: -1, court: null }, // running late: still the next one
      { hours: 3 },
    ]);
    const first = await call(ctx.app, 'GET', '/api/user/next-game', { token: players[0]!.token });
    expect(first.status).toBe(200);
    expect(first.body.game_id).toBe(gameIds[3]);
    expect(first.body.court).toBeNull();
    expect(first.body.opponent).toBe(`${players[2]!.nickname} / ${players[3]!.nickname}`);
    const other = await call(ctx.app, 'GET', '/api/user/next-game', { token: players[3]!.token });
    expect(other.body.game_id).toBe(gameIds[3]);
    expect(other.body.opponent).toBe(`${players[0]!.nickname} / ${players[1]!.nickname}`);

    await ctx.deps.db.update(games).set({ status: 'finalizado', scoreA: 2, scoreB: 0 }).where(eq(games.id, gameIds[3]!));
    const next = await call(ctx.app, 'GET', '/api/user/next-game', { token: players[1]!.token });
    expect(next.body.game_id).toBe(gameIds[4]);
    expect(next.body.court).toBe('Quadra 5');
  });

  it('is 204 with no body for an athlete with no game to come, and 401 signed out', async () => {
    const [lonely] = await createUsers(ctx.deps, 1);
    const none = await call(ctx.app, 'GET', '/api/user/next-game', { token: lonely!.token });
    expect(none.status).toBe(204);
    expect(none.body).toBeNull();
    const anonymous = await call(ctx.app, 'GET', '/api/user/next-game');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Não autenticado. Faça login novamente.');
  });

  it('reads the partial indexes, not the whole games table', async () => {
    const { players } = await fixture([{ hours: 1 }]);
    const plan = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`
        EXPLAIN SELECT g.id FROM team_members mine CROSS JOIN LATERAL (
          (SELECT * FROM games g WHERE g.team_a_id = mine.team_id AND g.status <> 'finalizado' AND g.scheduled_at >= now() ORDER BY g.scheduled_at LIMIT 1)
          UNION ALL
          (SELECT * FROM games g WHERE g.team_b_id = mine.team_id AND g.status <> 'finalizado' AND g.scheduled_at >= now() ORDER BY g.scheduled_at LIMIT 1)
        ) g WHERE mine.player_id = ${players[0]!.id} ORDER BY g.scheduled_at LIMIT 1`);
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('games_team_a_upcoming_idx');
    expect(plan).toContain('games_team_b_upcoming_idx');
    expect(plan).toContain('team_members_player_idx');
  });
});

describe('GET /api/championships/:modalityId/:championshipId/calendar.ics', () => {
  it('is a parseable calendar with the championship (UTC instant of its Brasília time) and the caller’s games in it', async () => {
    const { players, championship, gameIds } = await fixture([{ hours: 3 }, { hours: 4, status: 'finalizado' }]);
    const response = await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${championship.id}/calendar.ics`, { token: players[0]!.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('.ics');
    expect(response.body).toContain('\r\n');
    const { calendar, events } = parseIcs(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');
    expect(events).toHaveLength(2);
    const [main, game] = events;
    expect(main!.summary).toBe(`${championship.title} (Areia)`);
    expect(main!.startDate.toJSDate().getTime()).toBe(championship.occurs.getTime());
    expect(main!.startDate.zone?.tzid).toBe('UTC');
    expect(main!.location).toContain(' — ');
    const local = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', timeStyle: 'short' }).format(championship.occurs);
    expect(main!.description).toContain(`${local} (horário de Brasília)`);
    expect(game!.uid).toBe(`jogo-${gameIds[0]}@areia.app`);
    expect(game!.summary).toBe(`Jogo contra ${players[2]!.nickname} / ${players[3]!.nickname} — Quadra 1`);
    expect(game!.duration.toSeconds()).toBe(3600);
  });

  it("holds this championship's games even when the caller has more than 200 games to come in another one", async () => {
    // 201 games of another championship, all before this one's: the page of 200 must not be filled by them.
    const busy = await fixture(Array.from({ length: 201 }, (_, index) => ({ hours: 1 + index / 100 })));
    const [p1, p2, p3, p4] = busy.players;
    const championship = await createChampionship(ctx.deps, { title: `Depois ${p1!.nickname}`, occurs: new Date(Date.now() + 200 * HOUR) });
    const [teamA, teamB] = await ctx.deps.db
      .insert(teams)
      .values([1, 2].map((slot) => ({ championshipId: championship.id, slot, groupLabel: 'A' })))
      .returning({ id: teams.id });
    await ctx.deps.db.insert(teamMembers).values(
      [p1, p2, p3, p4].map((player, index) => ({ teamId: (index < 2 ? teamA : teamB)!.id, championshipId: championship.id, playerId: player!.id, position: (index % 2) + 1 })),
    );
    const [later] = await ctx.deps.db
      .insert(games)
      .values({ championshipId: championship.id, phase: 1, groupLabel: 'A', teamAId: teamA!.id, teamBId: teamB!.id, status: 'agendado', scheduledAt: new Date(Date.now() + 201 * HOUR) })
      .returning({ id: games.id });
    const response = await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${championship.id}/calendar.ics`, { token: p1!.token });
    expect(response.status).toBe(200);
    expect(parseIcs(response.body).events.map((event) => event.uid)).toEqual([`campeonato-${championship.id}@areia.app`, `jogo-${later!.id}@areia.app`]);
  });

  it('is 401 signed out and 404 for an unknown championship', async () => {
    const { championship } = await fixture([]);
    expect((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${championship.id}/calendar.ics`)).status).toBe(401);
    const missing = await call(ctx.app, 'GET', `/api/championships/${VOLEI}/00000000-0000-4000-8000-000000000000/calendar.ics`, { token: demo.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Campeonato não encontrado');
  });
});

describe('private calendar subscription', () => {
  it('is created, lists the athlete’s championships and games without a login, rotates and is revoked', async () => {
    const { players, championship, gameIds } = await fixture([{ hours: 1 }, { hours: 2 }]);
    const token = players[1]!.token;
    const before = await call(ctx.app, 'GET', '/api/user/calendar', { token });
    expect(calendarSubscriptionSchema.parse(before.body)).toEqual({ url: null, created_at: null });

    const created = await call(ctx.app, 'POST', '/api/user/calendar', { token });
    expect(created.status).toBe(200);
    const { url } = calendarSubscriptionSchema.parse(created.body);
    expect(url).toMatch(/^http:\/\/localhost\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call(ctx.app, 'GET', '/api/user/calendar', { token })).body.url).toBe(url);

    const feed = await call(ctx.app, 'GET', url!);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('cache-control')).toContain('private');
    const { calendar, events } = parseIcs(feed.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Areia — meus campeonatos e jogos');
    expect(events.map((event) => event.uid).sort()).toEqual(
      [`campeonato-${championship.id}@areia.app`, `jogo-${gameIds[0]}@areia.app`, `jogo-${gameIds[1]}@areia.app`].sort(),
    );

    // Another athlete's subscription lists their own things only.
    await call(ctx.app, 'POST', '/api/user/calendar', { token: demo.token });
    const demoUrl = (await call(ctx.app, 'GET', '/api/user/calendar', { token: demo.token })).body.url as string;
    const demoFeed = parseIcs((await call(ctx.app, 'GET', demoUrl)).body);
    expect(demoFeed.events.some((event) => event.uid === `campeonato-${championship.id}@areia.app`)).toBe(false);
    expect(demoFeed.events.some((event) => event.summary === 'Rei da Praia Leme (Areia)')).toBe(true);

    const rotated = await call(ctx.app, 'POST', '/api/user/calendar', { token });
    expect(rotated.body.url).not.toBe(url);
    const old = await call(ctx.app, 'GET', url!);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('Agenda não encontrada');
    expect((await call(ctx.app, 'GET', rotated.body.url)).status).toBe(200);

    const revoked = await call(ctx.app, 'DELETE', '/api/user/calendar', { token });
    expect(revoked.status).toBe(204);
    expect((await call(ctx.app, 'GET', rotated.body.url)).status).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/user/calendar', { token })).body.url).toBeNull();
  });

  it('refuses malformed or unknown tokens with 404, and management needs a login', async () => {
    for (const file of ['x.ics', `${'a'.repeat(43)}.ics`, `${'a'.repeat(43)}.txt`, '..%2F..%2Fetc.ics']) {
      const response = await call(ctx.app, 'GET', `/api/calendar/${file}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toMatch(/não encontrad/);
    }
    expect((await call(ctx.app, 'POST', '/api/user/calendar')).status).toBe(401);
    expect((await call(ctx.app, 'DELETE', '/api/user/calendar')).status).toBe(401);
  });
});
