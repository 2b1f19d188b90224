import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { arenas, championships, partnerPosts, users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { withinRadius } from '../arenas/nearby';
import type { Point } from '../arenas/geo';
import { takingTeamsSql } from '../championship/lifecycle';
import { athleteColumns, type AthleteRow } from './athletes';
import { postShownSql } from './closing';

export type OpenPostRow = {
  postId: string;
  /** created_at as PostgreSQL prints it, exact to the microsecond: the cursor's key. */
  createdKey: string;
  note: string | null;
  city: string | null;
  createdAt: Date;
  athlete: AthleteRow;
  championship: { id: string; title: string; category: string; occurs: Date; arena: string };
  /** Kilometres from `origin` to the championship's arena; null without an origin. */
  distance: number | null;
};

export type OpenPostsQuery = SQLWrapper & Promise<OpenPostRow[]>;

const championshipColumns = { id: championships.id, title: championships.title, category: championships.category, occurs: championships.occurs, arena: arenas.name };

/**
 * Open "procuro dupla" posts in championships still taking teams (takingTeamsSql) that pass `championshipWhere`, whose
 * athlete has no team there and that pass `where`, newest first after the cursor's (created_at, id), at most `limit`: what the
 * players list's "Procurando jogo" pages and the home's play counts read.
 * - Without `origin`: a walk of partner_posts_open_recent_idx, newest posts anywhere, until `limit` pass.
 * - With it: the championships taking teams at arenas within `km` (arenas_location_idx), each one's newest `limit`
 *   (or `perChampionship`) read on partner_posts_open_idx (a LATERAL), then the newest of those. A city's posts cost its championships ×
 *   `limit` rows, not every post near it sorted (at 100 000 posts, a city's thousands).
 */
export function openPostsQuery(
  deps: AppDeps,
  options: {
    origin: { point: Point; km: number } | null;
    now: Date;
    after?: readonly [string, string] | undefined;
    limit: number;
    /** Near `origin`, the most posts read of each championship (by default `limit`, what a page needs to be exact). */
    perChampionship?: number | undefined;
    /** On partner_posts. */
    where?: SQL | undefined;
    /** On the championship (a condition of the reader's: once per championship rather than once per post). */
    championshipWhere?: SQL | undefined;
  },
): OpenPostsQuery {
  const { origin, now, after, limit } = options;
  const open = and(
    postShownSql(now),
    options.where,
    after ? sql`(${partnerPosts.createdAt}, ${partnerPosts.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
  );
  if (!origin) {
    return deps.db
      .select({
        postId: partnerPosts.id,
        createdKey: sql<string>`${partnerPosts.createdAt}::text`,
        note: partnerPosts.note,
        city: partnerPosts.city,
        createdAt: partnerPosts.createdAt,
        athlete: athleteColumns,
        championship: championshipColumns,
        distance: sql<number | null>`NULL::float8`,
      })
      .from(partnerPosts)
      .innerJoin(championships, eq(championships.id, partnerPosts.championshipId))
      .innerJoin(arenas, eq(arenas.id, championships.arenaId))
      .innerJoin(users, eq(users.id, partnerPosts.userId))
      .where(and(open, takingTeamsSql(now), options.championshipWhere))
      .orderBy(desc(partnerPosts.createdAt), desc(partnerPosts.id))
      .limit(limit);
  }
  const radius = withinRadius(origin.point, origin.km);
  const recent = deps.db
    .select({
      id: partnerPosts.id,
      userId: partnerPosts.userId,
      note: partnerPosts.note,
      city: partnerPosts.city,
      createdAt: partnerPosts.createdAt,
      createdKey: sql<string>`${partnerPosts.createdAt}::text`.as('created_key'),
    })
    .from(partnerPosts)
    .where(and(eq(partnerPosts.championshipId, championships.id), open))
    .orderBy(desc(partnerPosts.createdAt), desc(partnerPosts.id))
    .limit(options.perChampionship ?? limit)
    .as('recent');
  return deps.db
    .select({
      postId: recent.id,
      createdKey: recent.createdKey,
      note: recent.note,
      city: recent.city,
      createdAt: recent.createdAt,
      athlete: athleteColumns,
      championship: championshipColumns,
      distance: sql<number | null>`${radius.distance}`,
    })
    .from(championships)
    .innerJoin(arenas, eq(arenas.id, championships.arenaId))
    .innerJoinLateral(recent, sql`true`)
    .innerJoin(users, eq(users.id, recent.userId))
    .where(and(takingTeamsSql(now), options.championshipWhere, radius.where))
    .orderBy(desc(recent.createdAt), desc(recent.id))
    .limit(limit);
}
