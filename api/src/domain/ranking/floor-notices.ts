import { and, eq, inArray, sql } from 'drizzle-orm';
import { categoryRank, floorExplanation, oneYearAfter, TITLE_FIELD_MIN_TEAMS, type CategoryFloor } from '@areia/shared/core/rules/category';
import { championships, notifications, rankingResults, teams, users } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import type { AppDeps } from '../../deps';
import { lockUsers } from '../../platform/db/locks';
import { JOB_NAMES } from '../../platform/jobs/names';
import { notify } from '../notifications/notify';
import { categoryFloors } from './category';
import { levelView, rankingStateColumns } from './level';

type Athlete = Pick<typeof users.$inferSelect, 'id' | 'gender' | 'rating' | 'levelMu' | 'levelSigma' | 'lastGameAt' | 'category'>;

async function athletesOf(tx: Tx, ids: readonly string[]): Promise<Athlete[]> {
  if (ids.length === 0) return [];
  return tx.select({ id: users.id, gender: users.gender, ...rankingStateColumns }).from(users).where(inArray(users.id, [...ids]));
}

/** The minimum categories of a championship's athletes at `now` (shared/src/core/rules/category.ts), before its award. */
export async function floorsOf(tx: Tx, ids: readonly string[], now: Date): Promise<Map<string, CategoryFloor>> {
  return categoryFloors(tx, await athletesOf(tx, ids), now);
}

/**
 * After a finish's award, in its transaction: an aviso to each athlete whose minimum category moved (their level moved
 * the category they earned, or the title raised it), with why it is what it is now, worded as the player page words it.
 */
export async function tellFloorChanges(
  tx: Tx,
  deps: AppDeps,
  championship: { id: string; title: string },
  before: Map<string, CategoryFloor>,
  now: Date,
): Promise<void> {
  const athletes = await athletesOf(tx, [...before.keys()]);
  const after = await categoryFloors(tx, athletes, now);
  for (const athlete of athletes.sort((a, b) => a.id.localeCompare(b.id))) {
    const was = before.get(athlete.id)!;
    const floor = after.get(athlete.id)!;
    if (was.category === floor.category) continue;
    const level = levelView(athlete, now);
    await notify(tx, deps, {
      userId: athlete.id,
      kind: 'category_changed',
      params: {
        championshipId: championship.id,
        championshipTitle: championship.title,
        from: was.category,
        to: floor.category,
        reason: floorExplanation(floor, { level: level.level, reliability: level.level_reliability }, athlete.gender),
      },
    });
  }
}

/** A finish whose title may raise its champions' floor for 12 months: the job ./title-end.job.ts runs at their end. */
export type TitleEnd = { championshipId: string; finalizedAt: string };

/**
 * In a finish's transaction, after its award: when its title raises its champions' floor (a ranked category, a field
 * of TITLE_FIELD_MIN_TEAMS confirmed teams or more, as ./category.ts counts it), the job that tells them when it stops.
 * Keyed by the finish instant: a reopen and a new finish send a new one, and the old one finds no title of its instant.
 */
export async function scheduleTitleEnd(tx: Tx, deps: AppDeps, championship: { id: string; category: string }, finalizedAt: Date): Promise<void> {
  if (categoryRank(championship.category) === null) return;
  const [field] = await tx
    .select({ teams: sql<number>`count(*)::int`.mapWith(Number) })
    .from(teams)
    .where(and(eq(teams.championshipId, championship.id), eq(teams.status, 'confirmed')));
  if ((field?.teams ?? 0) < TITLE_FIELD_MIN_TEAMS) return;
  await sendTitleEnd(tx, deps, { championshipId: championship.id, finalizedAt: finalizedAt.toISOString() });
}

const sendTitleEnd = (tx: Tx, deps: AppDeps, data: TitleEnd) =>
  deps.jobs!.send(JOB_NAMES.titleEnd, data, {
    startAfter: oneYearAfter(new Date(data.finalizedAt)),
    singletonKey: `${data.championshipId}:${new Date(data.finalizedAt).getTime()}`,
    tx,
  });

/**
 * Twelve months after a finish, nobody acts, yet a champion's floor may drop: each champion of it whose floor, just
 * before the title ended, was raised by this very title (not by a later or higher one, whose own end tells them), and
 * whose floor at `now` is another category, gets the aviso, once — under their row locks, an aviso already sent for
 * this title's end is not sent again. Before the end by `now` (the queue's clock ahead of the app's), the job is sent
 * again for then. A finish reopened since has no result at this instant: nothing to tell.
 */
export async function tellTitleEnded(tx: Tx, deps: AppDeps, data: TitleEnd, now: Date): Promise<void> {
  const finalizedAt = new Date(data.finalizedAt);
  const until = oneYearAfter(finalizedAt);
  const champions = await tx
    .select({ id: rankingResults.athleteId })
    .from(rankingResults)
    .where(and(eq(rankingResults.championshipId, data.championshipId), eq(rankingResults.placement, 1), eq(rankingResults.finalizedAt, finalizedAt)));
  if (champions.length === 0) return;
  if (now.getTime() < until.getTime()) {
    await sendTitleEnd(tx, deps, data);
    return;
  }
  const ids = champions.map((champion) => champion.id);
  await lockUsers(tx, ids);
  const [championship] = await tx.select({ title: championships.title }).from(championships).where(eq(championships.id, data.championshipId));
  const athletes = await athletesOf(tx, ids);
  const held = await categoryFloors(tx, athletes, new Date(until.getTime() - 1));
  const after = await categoryFloors(tx, athletes, now);
  const told = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, ids),
        eq(notifications.kind, 'category_changed'),
        sql`${notifications.params}->>'championshipId' = ${data.championshipId}`,
        sql`${notifications.params}->>'cause' = 'title_ended'`,
      ),
    );
  const already = new Set(told.map((row) => row.userId));
  for (const athlete of athletes.sort((a, b) => a.id.localeCompare(b.id))) {
    const was = held.get(athlete.id)!;
    const floor = after.get(athlete.id)!;
    const byThisTitle = was.reason.kind === 'title' && was.reason.title.at.getTime() === finalizedAt.getTime();
    if (!byThisTitle || was.category === floor.category || already.has(athlete.id)) continue;
    const level = levelView(athlete, now);
    await notify(tx, deps, {
      userId: athlete.id,
      kind: 'category_changed',
      params: {
        championshipId: data.championshipId,
        championshipTitle: championship?.title ?? '',
        from: was.category,
        to: floor.category,
        reason: floorExplanation(floor, { level: level.level, reliability: level.level_reliability }, athlete.gender),
        cause: 'title_ended',
      },
    });
  }
}
