import { inArray } from 'drizzle-orm';
import { floorExplanation, type CategoryFloor } from '@areia/shared/core/rules/category';
import { users } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import type { AppDeps } from '../../deps';
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
