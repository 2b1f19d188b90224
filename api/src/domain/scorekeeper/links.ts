import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ScorekeeperGame, ScorekeeperLink, ScorekeeperView } from '@areia/shared/core/schemas/scorekeeper';
import type { SetPoints } from '@areia/shared/core/rules/score';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { keyringOf } from '../../platform/auth/jwt-keys';
import { hashSecretToken, newSecretToken } from '../../platform/auth/secret-token';
import { lockChampionship } from '../../platform/db/locks';
import { championships, games, scorekeeperLinks, teamMembers, users } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { hitAndCheck } from '../../platform/http/rate-limit';
import { ownedChampionship } from '../championship/organizer';
import { reportScoreAsScorekeeper } from '../championship/scores';
import { publishLive } from '../live/publish';

/**
 * Scorekeeper links: `<32 random bytes>.<kid>.<HMAC>`. The HMAC (with the API's signing key, platform/auth/jwt-keys.ts)
 * lets a forged or mistyped token be refused before any query; the database keeps only the token's SHA-256, so a
 * copy of the table opens no score screen. A link is bound to one game or one court, dies when revoked or when its
 * championship is finished or cancelled, and is good for nothing but that game's score.
 */

/** Requests one token may make per window (a scorekeeper taps +1 a few times a minute; more is a script). */
export const SCOREKEEPER_LIMIT = 240;
export const SCOREKEEPER_WINDOW_MS = 5 * 60 * 1000;

const STATIC_KID = '0';
const mac = (secret: Uint8Array, random: string) => createHmac('sha256', secret).update(`scorekeeper:${random}`).digest('base64url').slice(0, 32);

async function signToken(deps: AppDeps): Promise<string> {
  const key = await keyringOf(deps).signing();
  const random = newSecretToken();
  return `${random}.${key.kid ?? STATIC_KID}.${mac(key.secret, random)}`;
}

/** Whether the token carries a valid signature (any key the keyring still verifies with). */
async function signatureOk(deps: AppDeps, token: string): Promise<boolean> {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]{43}$/.test(parts[0]!)) return false;
  const [random, kid, given] = parts as [string, string, string];
  const secret = await keyringOf(deps).verifying(kid === STATIC_KID ? undefined : kid);
  if (!secret) return false;
  const expected = Buffer.from(mac(secret, random));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const toLink = (row: typeof scorekeeperLinks.$inferSelect): ScorekeeperLink => ({
  id: row.id,
  gameId: row.gameId,
  court: row.court,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const expired = (row: { finishedAt: Date | null; cancelledAt: Date | null }) => row.finishedAt !== null || row.cancelledAt !== null;

/** A new link for a finished or cancelled championship is refused saying which (409): nothing is left to score. */
function refuseClosed(row: { finishedAt: Date | null; cancelledAt: Date | null }): void {
  if (row.cancelledAt !== null) throw new HttpError(409, messages.scorekeeperLinkChampionshipCancelled);
  if (row.finishedAt !== null) throw new HttpError(409, messages.scorekeeperLinkChampionshipFinished);
}

/**
 * Writes a link of the organizer's championship, under its row lock (platform/db/locks.ts): a finish or a cancel that
 * commits first is seen, so no link is made for a championship already over. The token is signed before the
 * transaction (the keyring may read the database, and PGlite's one connection is the transaction's).
 */
async function createLink(deps: AppDeps, organizerId: string, championshipId: string, bound: { gameId: string } | { court: string }) {
  const token = await signToken(deps);
  return deps.db.transaction(async (tx) => {
    const championship = await ownedChampionship(tx, championshipId, organizerId, true);
    refuseClosed(championship);
    if ('court' in bound) {
      const [used] = await tx.select({ id: games.id }).from(games).where(and(eq(games.championshipId, championship.id), eq(games.court, bound.court))).limit(1);
      if (!used) throw new HttpError(404, messages.scorekeeperCourtUnknown);
    }
    const [row] = await tx
      .insert(scorekeeperLinks)
      .values({ championshipId, gameId: 'gameId' in bound ? bound.gameId : null, court: 'court' in bound ? bound.court : null, tokenHash: hashSecretToken(token), createdBy: organizerId, createdAt: nowOf(deps) })
      .returning();
    return { id: row!.id, token, url: `${deps.config.appUrl}/placar/${token}` };
  });
}

/** A link for one game of the organizer's championship. */
export async function createGameLink(deps: AppDeps, organizerId: string, gameId: string) {
  if (!isUuid(gameId)) throw new HttpError(404, messages.gameNotFound);
  const [game] = await deps.db.select({ championshipId: games.championshipId }).from(games).where(eq(games.id, gameId));
  if (!game) throw new HttpError(404, messages.gameNotFound);
  return createLink(deps, organizerId, game.championshipId, { gameId });
}

/** A link for one court of the organizer's championship, for the whole day. */
export async function createCourtLink(deps: AppDeps, organizerId: string, championshipId: string, court: string) {
  return createLink(deps, organizerId, championshipId, { court });
}

export async function listLinks(deps: AppDeps, organizerId: string, championshipId: string): Promise<ScorekeeperLink[]> {
  await ownedChampionship(deps.db, championshipId, organizerId);
  const rows = await deps.db.select().from(scorekeeperLinks).where(eq(scorekeeperLinks.championshipId, championshipId)).orderBy(desc(scorekeeperLinks.createdAt), asc(scorekeeperLinks.id));
  return rows.map(toLink);
}

/** "Revogar": the link stops working at once; revoking twice is harmless. */
export async function revokeLink(deps: AppDeps, organizerId: string, linkId: string): Promise<ScorekeeperLink> {
  if (!isUuid(linkId)) throw new HttpError(404, messages.scorekeeperLinkNotFound);
  const [row] = await deps.db.select().from(scorekeeperLinks).where(eq(scorekeeperLinks.id, linkId));
  if (!row) throw new HttpError(404, messages.scorekeeperLinkNotFound);
  await ownedChampionship(deps.db, row.championshipId, organizerId);
  if (row.revokedAt) return toLink(row);
  const [revoked] = await deps.db.update(scorekeeperLinks).set({ revokedAt: nowOf(deps) }).where(eq(scorekeeperLinks.id, linkId)).returning();
  return toLink(revoked!);
}

type LinkRow = typeof scorekeeperLinks.$inferSelect;

/** The live link of a token, or the refusal a scorekeeper sees (404 unknown, 410 revoked or expired, 429 too many). */
async function linkOf(deps: AppDeps, token: string): Promise<{ link: LinkRow; title: string }> {
  if (!(await signatureOk(deps, token))) throw new HttpError(404, messages.scorekeeperLinkNotFound);
  const tokenHash = hashSecretToken(token);
  if (await hitAndCheck(deps, `scorekeeper:${tokenHash}`, SCOREKEEPER_LIMIT, SCOREKEEPER_WINDOW_MS)) throw new HttpError(429, messages.tooManyRequests);
  const [row] = await deps.db
    .select({ link: scorekeeperLinks, title: championships.title, finishedAt: championships.finishedAt, cancelledAt: championships.cancelledAt })
    .from(scorekeeperLinks)
    .innerJoin(championships, eq(championships.id, scorekeeperLinks.championshipId))
    .where(eq(scorekeeperLinks.tokenHash, tokenHash));
  if (!row) throw new HttpError(404, messages.scorekeeperLinkNotFound);
  if (row.link.revokedAt) throw new HttpError(410, messages.scorekeeperLinkRevoked);
  // A cancelled championship did not end: the scorekeeper is told it was cancelled, not that it finished.
  if (row.cancelledAt !== null) throw new HttpError(410, messages.scorekeeperLinkCancelled);
  if (expired(row)) throw new HttpError(410, messages.scorekeeperLinkExpired);
  return { link: row.link, title: row.title };
}

/** The games a link may score: its game, or its court's game on court now (or the first waiting) and the next one. */
async function boundGames(db: Db, link: LinkRow) {
  if (link.gameId) return db.select().from(games).where(eq(games.id, link.gameId));
  const queue = await db
    .select()
    .from(games)
    .where(and(eq(games.championshipId, link.championshipId), eq(games.court, link.court ?? '')))
    .orderBy(asc(games.queuePosition), asc(games.scheduledAt), asc(games.id));
  const open = queue.filter((game) => game.status !== 'finalizado');
  const onCourt = open.filter((game) => game.calledAt !== null);
  const waiting = open.filter((game) => game.calledAt === null);
  return [...onCourt, ...waiting].slice(0, 2);
}

async function teamNames(db: Db, teamIds: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (teamIds.length === 0) return names;
  const rows = await db
    .select({ teamId: teamMembers.teamId, nickname: users.nickname })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.playerId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(teamMembers.teamId), asc(teamMembers.position));
  for (const row of rows) names.set(row.teamId, names.has(row.teamId) ? `${names.get(row.teamId)} / ${row.nickname}` : row.nickname);
  return names;
}

/** What the score screen shows for a token. */
export async function scorekeeperView(deps: AppDeps, token: string): Promise<ScorekeeperView> {
  const { link, title } = await linkOf(deps, token);
  const rows = await boundGames(deps.db, link);
  const names = await teamNames(deps.db, [...new Set(rows.flatMap((game) => [game.teamAId, game.teamBId]))]);
  const toGame = (game: (typeof rows)[number]): ScorekeeperGame => ({
    id: game.id,
    court: game.court,
    teamA: names.get(game.teamAId) ?? '',
    teamB: names.get(game.teamBId) ?? '',
    liveSets: (game.liveSets as SetPoints[] | null) ?? [],
    final: game.status === 'finalizado',
  });
  return { championshipId: link.championshipId, championshipTitle: title, court: link.court, games: rows.map(toGame) };
}

/** The game `gameId` if the link may score it: 404 when not of its championship, 403 when not its game or court. */
async function boundGame(db: Db, link: LinkRow, gameId: string) {
  if (!isUuid(gameId)) throw new HttpError(404, messages.gameNotFound);
  const [game] = await db.select().from(games).where(and(eq(games.id, gameId), eq(games.championshipId, link.championshipId)));
  if (!game) throw new HttpError(404, messages.gameNotFound);
  // A court link follows its court: a game moved away is no longer its to score.
  const bound = link.gameId ? link.gameId === game.id : game.court === link.court;
  if (!bound) throw new HttpError(403, messages.scorekeeperGameNotBound);
  return game;
}

/** The scorekeeper's set score while the game is played: written to games.live_sets and published to live screens. */
export async function saveLiveSets(deps: AppDeps, token: string, gameId: string, sets: SetPoints[]): Promise<ScorekeeperView> {
  const { link } = await linkOf(deps, token);
  await deps.db.transaction(async (tx) => {
    await lockChampionship(tx, link.championshipId);
    const game = await boundGame(tx, link, gameId);
    if (game.status === 'finalizado') throw new HttpError(409, messages.scorekeeperGameFinal);
    await tx.update(games).set({ liveSets: sets }).where(eq(games.id, game.id));
    await publishLive(tx, link.championshipId, ['games', 'day']);
  });
  return scorekeeperView(deps, token);
}

/** "Enviar resultado": the finished match as a pending report of no team, through the players' own report step. */
export async function reportFromLink(deps: AppDeps, token: string, gameId: string, sets: SetPoints[]): Promise<ScorekeeperView> {
  const { link } = await linkOf(deps, token);
  await boundGame(deps.db, link, gameId);
  await reportScoreAsScorekeeper(deps, { linkId: link.id, gameId, sets });
  return scorekeeperView(deps, token);
}
