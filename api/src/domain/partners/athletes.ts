import { and, eq, sql } from 'drizzle-orm';
import { ineligibleReason } from '@areia/shared/core/rules/category';
import { signUpsOpen } from '@areia/shared/core/rules/lifecycle';
import { users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../platform/db/tx';
import type { ChampionshipRow } from '../../platform/db/locks';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { stageIn } from '../championship/lifecycle';
import { minCategories } from '../ranking/category';
import { levelView } from '../ranking/level';
import { signUpRefusal } from '../roster/sign-up';
import { inTeamSql } from './closing';

/** The columns the fit reads of an athlete. */
export const athleteColumns = {
  id: users.id,
  nickname: users.nickname,
  avatarPath: users.avatarPath,
  rating: users.rating,
  category: users.category,
  levelMu: users.levelMu,
  levelSigma: users.levelSigma,
  lastGameAt: users.lastGameAt,
};
export type AthleteRow = { [K in keyof typeof athleteColumns]: (typeof users.$inferSelect)[K] };

/** An athlete as the fit sees them: level, reliability now, and the city they gave. */
export function fitAthlete(athlete: AthleteRow, city: string | null, now: Date) {
  const view = levelView(athlete, now);
  return { level: view.level, reliability: view.level_reliability, city };
}

/**
 * Why the caller may not say they are looking now, or null: the stage must take new teams (signUpsOpen, the same
 * refusal a sign-up gets, 409), they must not be in a team of it (409), and their category must let them in (422,
 * ineligibleReason). `tx` sees the championship as locked, or as read.
 */
export async function postRefusal(tx: Tx, championship: ChampionshipRow, athlete: AthleteRow, now: Date): Promise<HttpError | null> {
  const stage = await stageIn(tx, championship, now);
  if (!signUpsOpen(stage)) return new HttpError(409, signUpRefusal(stage, championship, now));
  const [inTeam] = await tx.select({ yes: sql<number>`1` }).from(users).where(and(eq(users.id, athlete.id), inTeamSql(sql`${championship.id}::uuid`, users.id, now)));
  if (inTeam) return new HttpError(409, messages.partnerInTeam);
  // Read in the caller's transaction: on one connection (PGlite) a read outside it would wait for it forever.
  const categories = await minCategories({ db: tx as AppDeps['db'] }, [athlete], now);
  const reason = ineligibleReason(athlete.nickname, categories.get(athlete.id)!.category, championship.category);
  return reason ? new HttpError(422, reason) : null;
}

export async function athleteRow(tx: Tx | AppDeps['db'], id: string): Promise<AthleteRow | undefined> {
  const [row] = await tx.select(athleteColumns).from(users).where(eq(users.id, id));
  return row;
}
