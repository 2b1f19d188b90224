import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { canEnterCategory } from '@areia/shared/core/rules/category';
import { compareFit, partnerFit } from '@areia/shared/core/rules/partner-fit';
import { championships, partnerPosts, users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import type { Point } from '../arenas/geo';
import { categoryFloors } from '../ranking/category';
import { postShownSql } from './closing';
import { openPostsQuery } from './open-posts';
import { athleteColumns, athleteRow, fitAthlete, postRefusal, type AthleteRow } from './athletes';

/**
 * The most open posts of one championship a fit list reads, the earliest first. The fit depends on who reads it (their
 * level and city), so the order is computed here from the core rule over the championship's open posts
 * (partner_posts_open_idx), not by an index. A field holds at most 64 teams (128 athletes, shared/src/core/schemas/
 * organizer.ts): more athletes looking than this is past any field, and at 100 000 open posts a read of this many
 * still answers in under 20 ms (docs/performance.md, bench:scale).
 */
export const POSTS_READ_MAX = 200;

export type FitRow = {
  postId: string;
  note: string | null;
  city: string | null;
  createdAt: Date;
  athlete: AthleteRow;
  eligible: boolean;
  penalty: number;
  reason: string;
};

/** The championship as the partner lists need it; 404 when it does not exist. */
async function championshipOf(deps: AppDeps, championshipId: string) {
  const [row] = await deps.db.select().from(championships).where(eq(championships.id, championshipId));
  if (!row) throw new HttpError(404, messages.championshipNotFound);
  return row;
}

/** The city the reader gave: on their post in this championship, else their latest post anywhere. */
async function viewerCity(deps: AppDeps, championshipId: string, viewerId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ city: partnerPosts.city })
    .from(partnerPosts)
    .where(and(eq(partnerPosts.userId, viewerId), sql`${partnerPosts.city} IS NOT NULL`))
    .orderBy(sql`${partnerPosts.championshipId} = ${championshipId}::uuid DESC`, desc(partnerPosts.createdAt))
    .limit(1);
  return row?.city ?? null;
}

const openNotInTeam = (championshipId: string, now: Date) => and(eq(partnerPosts.championshipId, championshipId), postShownSql(now));

/**
 * The athletes looking for a partner in a championship other than the reader, best fit first (partnerFit: who may
 * enter the category, then the pair's level near the category's band, reliability, same city), after the cursor's
 * (penalty, post id), one more than `limit`.
 */
export async function fitList(deps: AppDeps, championshipId: string, viewerId: string, after: readonly [number, string] | undefined, limit: number): Promise<FitRow[]> {
  const now = nowOf(deps);
  // One round trip: a championship that does not exist has no posts either, and answers 404.
  const [championship, viewer, city, rows] = await Promise.all([
    championshipOf(deps, championshipId),
    athleteRow(deps.db, viewerId),
    viewerCity(deps, championshipId, viewerId),
    deps.db
      .select({ postId: partnerPosts.id, note: partnerPosts.note, city: partnerPosts.city, createdAt: partnerPosts.createdAt, athlete: athleteColumns })
      .from(partnerPosts)
      .innerJoin(users, eq(users.id, partnerPosts.userId))
      .where(and(openNotInTeam(championshipId, now), ne(partnerPosts.userId, viewerId)))
      .orderBy(asc(partnerPosts.createdAt), asc(partnerPosts.id))
      .limit(POSTS_READ_MAX),
  ]);
  if (!viewer) return [];
  const categories = await categoryFloors(
    deps.db,
    rows.map((row) => row.athlete),
    now,
  );
  const me = fitAthlete(viewer, city, now);
  const fitted = rows.map((row) => {
    const eligible = canEnterCategory(categories.get(row.athlete.id)!.category, championship.category);
    const fit = partnerFit({ viewer: me, candidate: fitAthlete(row.athlete, row.city, now), candidateEligible: eligible, category: championship.category });
    return { ...row, eligible, penalty: fit.penalty, reason: fit.reason };
  });
  const ordered = fitted.map((row) => ({ ...row, id: row.postId })).sort(compareFit);
  const rest = after ? ordered.filter((row) => compareFit(row, { penalty: after[0], id: after[1] }) > 0) : ordered;
  return rest.slice(0, limit + 1);
}

/** "N atletas procurando dupla", the reader's own open post, and whether they may post now (with the reason why not). */
export type PartnerSummaryView = { count: number; mine: { note: string | null; city: string | null; created_at: string } | null; can_post: boolean; refusal: string | null };

export async function partnerSummary(deps: AppDeps, championshipId: string, viewerId: string): Promise<PartnerSummaryView> {
  const championship = await championshipOf(deps, championshipId);
  const now = nowOf(deps);
  const [[counted], [mine], viewer] = await Promise.all([
    deps.db.select({ value: count() }).from(partnerPosts).where(openNotInTeam(championshipId, now)),
    deps.db
      .select({ note: partnerPosts.note, city: partnerPosts.city, createdAt: partnerPosts.createdAt })
      .from(partnerPosts)
      .where(and(eq(partnerPosts.championshipId, championshipId), eq(partnerPosts.userId, viewerId), isNull(partnerPosts.closedAt))),
    athleteRow(deps.db, viewerId),
  ]);
  const refusal = mine || !viewer ? null : await postRefusal(deps.db, championship, viewer, now);
  return {
    count: counted?.value ?? 0,
    mine: mine ? { note: mine.note, city: mine.city, created_at: mine.createdAt.toISOString() } : null,
    can_post: !mine && viewer !== undefined && refusal === null,
    refusal: refusal?.message ?? null,
  };
}

/**
 * The players list's "Procurando jogo": open posts in championships still taking teams (the draw closes sign-ups)
 * whose athlete is not in a team, newest first after the cursor's (created_at, id), one more than `limit`; near
 * `origin`, only championships whose arena is within `km`, with the distance (./open-posts.ts).
 */
export function lookingPosts(deps: AppDeps, origin: { point: Point; km: number } | null, after: readonly [string, string] | undefined, limit: number) {
  return openPostsQuery(deps, { origin, now: nowOf(deps), after, limit: limit + 1 });
}
