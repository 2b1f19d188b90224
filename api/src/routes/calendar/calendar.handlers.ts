import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { NextGame } from '@areia/shared/core/schemas/calendar';
import { calendarTokens } from '../../platform/db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { gamesTodayOf, rowStage } from '../../domain/championship/lifecycle';
import { brasiliaText, buildCalendar, type CalendarEntry } from '../../domain/championship/calendar';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { findChampionship } from '../../domain/championship/data';
import { myGameDay } from '../../domain/gameday/reads';
import { championshipsByIds, championshipsOfPlayer, NEXT_GAME_GRACE_MS, teamNames, upcomingGamesOf, type ChampionshipInfo, type UpcomingGame } from '../../domain/championship/calendar-data';
import type {
  championshipCalendarRoute,
  getSubscriptionRoute,
  nextGameRoute,
  revokeSubscriptionRoute,
  rotateSubscriptionRoute,
  subscriptionFeedRoute,
} from './calendar.routes';

/** A championship day at the arena, as a calendar block. */
const CHAMPIONSHIP_MINUTES = 10 * 60;
/** A best-of-3 beach match with the court change-overs. */
const GAME_MINUTES = 60;
const SUBSCRIPTION_CHAMPIONSHIPS = 100;
const SUBSCRIPTION_GAMES = 200;
/** Games of the last days stay in a subscription until they are final, so a late one does not vanish. */
const SUBSCRIPTION_GAMES_SINCE_MS = 24 * 60 * 60 * 1000;
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

function championshipEntry(championship: ChampionshipInfo): CalendarEntry {
  return {
    uid: `campeonato-${championship.id}@areia.app`,
    title: messages.calendarChampionshipTitle(championship.title),
    start: championship.occurs,
    durationMinutes: CHAMPIONSHIP_MINUTES,
    location: `${championship.arenaName} — ${championship.arenaAddress}`,
    description: [messages.calendarCategory(championship.category), messages.calendarStarts(brasiliaText(championship.occurs)), championship.description]
      .filter(Boolean)
      .join('\n'),
  };
}

function gameEntry(game: UpcomingGame, championship: ChampionshipInfo | undefined, opponent: string): CalendarEntry {
  const where = [game.court, championship?.arenaName].filter(Boolean).join(' — ');
  return {
    uid: `jogo-${game.id}@areia.app`,
    title: messages.calendarGameTitle(opponent, game.court),
    start: game.scheduledAt,
    durationMinutes: GAME_MINUTES,
    location: where || undefined,
    description: [championship?.title, messages.calendarGroup(game.phase, game.groupLabel), messages.calendarStarts(brasiliaText(game.scheduledAt))]
      .filter(Boolean)
      .join('\n'),
  };
}

function icsResponse(c: Context<AppEnv>, text: string, filename: string) {
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  // Private to the athlete; a calendar app re-reads it on its own schedule.
  c.header('Cache-Control', 'private, no-store');
  return c.body(text, 200);
}

export function calendarHandlers(deps: AppDeps) {
  const subscriptionUrl = (c: Context, token: string) => `${deps.config.publicUrl ?? new URL(c.req.url).origin}/api/calendar/${token}.ics`;

  async function gamesWithContext(playerId: string, since: Date, perTeam: number, limit: number, championshipId?: string) {
    const upcoming = await upcomingGamesOf(deps, playerId, since, perTeam, limit, championshipId);
    const [names, byId] = await Promise.all([
      teamNames(deps, upcoming.map((game) => game.opponentTeamId)),
      championshipsByIds(deps, upcoming.map((game) => game.championshipId)),
    ]);
    return { upcoming, names, byId };
  }

  const nextGame: RouteHandler<typeof nextGameRoute, AppEnv> = async (c) => {
    const since = new Date(nowOf(deps).getTime() - NEXT_GAME_GRACE_MS);
    const { upcoming, names, byId } = await gamesWithContext(c.var.auth.id, since, 1, 1);
    const game = upcoming[0];
    const championship = game ? byId.get(game.championshipId) : undefined;
    if (!game || !championship) return c.body(null, 204);
    const body: NextGame = {
      game_id: game.id,
      championship_id: game.championshipId,
      modality_id: championship.modalityId,
      championship_title: championship.title,
      arena_name: championship.arenaName,
      opponent: names.get(game.opponentTeamId) ?? '',
      court: game.court,
      scheduled_at: game.scheduledAt.toISOString(),
      group: game.groupLabel,
      phase: game.phase,
      // The game exists, so the pools were drawn.
      stage: rowStage(championship, true, nowOf(deps)),
      games_today: await gamesTodayOf(deps.db, championship.id, nowOf(deps)),
      day: null,
    };
    // On a game day the card carries the day's status: in this answer, not one round trip after it.
    if (body.games_today) body.day = await myGameDay(deps.db, championship.id, c.var.auth.id, nowOf(deps));
    return c.json(body, 200);
  };

  const championshipCalendar: RouteHandler<typeof championshipCalendarRoute, AppEnv> = async (c) => {
    const { modalityId, championshipId } = c.req.valid('param');
    const row = await findChampionship(deps, modalityId, championshipId);
    const [byId, mine] = await Promise.all([
      championshipsByIds(deps, [row.id]),
      // The caller's games of this championship only, selected in SQL: not the first 200 of every championship of theirs.
      gamesWithContext(c.var.auth.id, new Date(nowOf(deps).getTime() - SUBSCRIPTION_GAMES_SINCE_MS), SUBSCRIPTION_GAMES, SUBSCRIPTION_GAMES, row.id),
    ]);
    const championship = byId.get(row.id)!;
    const games = mine.upcoming;
    const entries = [championshipEntry(championship), ...games.map((game) => gameEntry(game, championship, mine.names.get(game.opponentTeamId) ?? ''))];
    return icsResponse(c, buildCalendar(championship.title, entries), 'campeonato.ics');
  };

  const subscriptionFeed: RouteHandler<typeof subscriptionFeedRoute, AppEnv> = async (c) => {
    const match = TOKEN_FILE.exec(c.req.valid('param').file);
    if (!match) throw new HttpError(404, messages.calendarNotFound);
    const [owner] = await deps.db.select({ userId: calendarTokens.userId }).from(calendarTokens).where(eq(calendarTokens.token, match[1]!));
    if (!owner) throw new HttpError(404, messages.calendarNotFound);
    const since = new Date(nowOf(deps).getTime() - SUBSCRIPTION_GAMES_SINCE_MS);
    const [theirs, games] = await Promise.all([
      championshipsOfPlayer(deps, owner.userId, SUBSCRIPTION_CHAMPIONSHIPS),
      gamesWithContext(owner.userId, since, SUBSCRIPTION_GAMES, SUBSCRIPTION_GAMES),
    ]);
    const entries = [
      ...theirs.map(championshipEntry),
      ...games.upcoming.map((game) => gameEntry(game, games.byId.get(game.championshipId), games.names.get(game.opponentTeamId) ?? '')),
    ];
    return icsResponse(c, buildCalendar(messages.calendarSubscriptionName, entries), 'areia.ics');
  };

  const getSubscription: RouteHandler<typeof getSubscriptionRoute, AppEnv> = async (c) => {
    const [row] = await deps.db.select().from(calendarTokens).where(eq(calendarTokens.userId, c.var.auth.id));
    return c.json({ url: row ? subscriptionUrl(c, row.token) : null, created_at: row ? row.createdAt.toISOString() : null }, 200);
  };

  const rotateSubscription: RouteHandler<typeof rotateSubscriptionRoute, AppEnv> = async (c) => {
    const token = randomBytes(32).toString('base64url');
    const createdAt = nowOf(deps);
    await deps.db
      .insert(calendarTokens)
      .values({ userId: c.var.auth.id, token, createdAt })
      .onConflictDoUpdate({ target: calendarTokens.userId, set: { token, createdAt } });
    return c.json({ url: subscriptionUrl(c, token), created_at: createdAt.toISOString() }, 200);
  };

  const revokeSubscription: RouteHandler<typeof revokeSubscriptionRoute, AppEnv> = async (c) => {
    await deps.db.delete(calendarTokens).where(eq(calendarTokens.userId, c.var.auth.id));
    return c.body(null, 204);
  };

  return { nextGame, championshipCalendar, subscriptionFeed, getSubscription, rotateSubscription, revokeSubscription };
}
