import { ne, sql } from 'drizzle-orm';
import { canEnterCategory } from '@areia/shared/core/rules/category';
import { fitsWell, partnerFit } from '@areia/shared/core/rules/partner-fit';
import { LOOKING_RADIUS_KM, OPEN_GAMES_RADIUS_KM, PLAY_COUNT_CAP, type Play } from '@areia/shared/core/schemas/play';
import { championships, partnerPosts } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import type { Point } from '../arenas/geo';
import { openGamesQuery } from '../open-games/reads';
import { athleteRow, fitAthlete, type AthleteRow } from '../partners/athletes';
import { inTeamSql } from '../partners/closing';
import { openPostsQuery } from '../partners/open-posts';
import { categoryFloors } from '../ranking/category';

/**
 * The newest open posts the partner count reads (near the position, at most PLAY_POSTS_PER_CHAMPIONSHIP of each
 * championship, so every championship near gets a look). The fit depends on who reads (their level and category), so
 * it is decided here by the core rule, over a bounded window: the home counts what is fresh, the lists page through
 * the rest.
 */
export const PLAY_POSTS_READ_MAX = 200;
export const PLAY_POSTS_PER_CHAMPIONSHIP = 50;

const capped = (count: number) => ({ count: Math.min(count, PLAY_COUNT_CAP), more: count > PLAY_COUNT_CAP });

/**
 * The home's "Jogar": the open games the "Jogos abertos" list would show the athlete (a place, ahead of now, a range
 * that holds their level, within OPEN_GAMES_RADIUS_KM of `origin`), and the championships still taking teams, within
 * LOOKING_RADIUS_KM, that the athlete may enter and has no team in, where someone who fits them well (fitsWell:
 * eligible, the pair's level near the category's band) is looking for a partner. Each count stops at PLAY_COUNT_CAP.
 */
export async function playCounts(deps: AppDeps, viewerId: string, origin: Point | null): Promise<Play> {
  const now = nowOf(deps);
  const viewer = await athleteRow(deps.db, viewerId);
  if (!viewer) return { open_games: capped(0), partner_championships: capped(0) };
  const [games, partners] = await Promise.all([
    openGamesQuery(deps, viewer.rating, origin ? { origin: { point: origin, km: OPEN_GAMES_RADIUS_KM } } : {}, undefined, PLAY_COUNT_CAP, now),
    partnerChampionships(deps, viewer, origin, now),
  ]);
  return { open_games: capped(games.length), partner_championships: capped(partners) };
}

/**
 * The newest open posts of others in championships still taking teams (those the players list's "Procurando jogo"
 * shows, domain/partners/open-posts.ts) where the reader has no team either, near `origin`; apart so its plan can be
 * checked (play.test.ts).
 */
export function playPostsQuery(deps: AppDeps, viewerId: string, origin: Point | null, now: Date) {
  return openPostsQuery(deps, {
    origin: origin ? { point: origin, km: LOOKING_RADIUS_KM } : null,
    now,
    limit: PLAY_POSTS_READ_MAX,
    perChampionship: PLAY_POSTS_PER_CHAMPIONSHIP,
    where: ne(partnerPosts.userId, viewerId),
    // The reader needs a partner there too.
    championshipWhere: sql`NOT ${inTeamSql(championships.id, sql`${viewerId}::uuid`, now)}`,
  });
}

async function partnerChampionships(deps: AppDeps, viewer: AthleteRow, origin: Point | null, now: Date): Promise<number> {
  const posts = await playPostsQuery(deps, viewer.id, origin, now);
  if (posts.length === 0) return 0;
  const floors = await categoryFloors(deps.db, [viewer, ...posts.map((post) => post.athlete)], now);
  const mine = floors.get(viewer.id)!.category;
  const me = fitAthlete(viewer, null, now);
  const found = new Set<string>();
  for (const post of posts) {
    if (found.has(post.championship.id) || !canEnterCategory(mine, post.championship.category)) continue;
    const candidateEligible = canEnterCategory(floors.get(post.athlete.id)!.category, post.championship.category);
    const fit = partnerFit({ viewer: me, candidate: fitAthlete(post.athlete, post.city, now), candidateEligible, category: post.championship.category });
    if (fitsWell(fit)) found.add(post.championship.id);
    if (found.size > PLAY_COUNT_CAP) break;
  }
  return found.size;
}
