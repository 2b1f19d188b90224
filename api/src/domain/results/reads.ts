import { and, asc, count, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { teamAgreement, type Agreement } from '@areia/shared/core/rules/result-words';
import { championships, rankingResults, teamMembers, teams, users } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';

/** One athlete's result in one finished championship: what the aviso, the card and the share page say. */
export type AthleteResult = {
  championshipId: string;
  championshipTitle: string;
  category: string;
  occurs: Date;
  finalizedAt: Date;
  athleteId: string;
  nickname: string;
  /** The athlete's team as its members, in the team's order. */
  team: string[];
  agreement: Agreement | undefined;
  placement: number;
  /** Drawn teams that got a place. */
  teams: number;
  points: number;
  levelBefore: number;
  levelAfter: number;
};

/** The results of some athletes in a championship as stored by its award, with their teams, in one pass per table. */
export async function resultsOf(db: Tx, championshipId: string, athleteIds?: readonly string[]): Promise<AthleteResult[]> {
  const rows = await db
    .select({
      athleteId: rankingResults.athleteId,
      placement: rankingResults.placement,
      points: rankingResults.points,
      levelBefore: rankingResults.levelBefore,
      levelAfter: rankingResults.levelAfter,
      finalizedAt: rankingResults.finalizedAt,
      nickname: users.nickname,
      title: championships.title,
      category: championships.category,
      occurs: championships.occurs,
      teamId: teamMembers.teamId,
    })
    .from(rankingResults)
    .innerJoin(championships, eq(championships.id, rankingResults.championshipId))
    .innerJoin(users, eq(users.id, rankingResults.athleteId))
    .innerJoin(teamMembers, and(eq(teamMembers.championshipId, rankingResults.championshipId), eq(teamMembers.playerId, rankingResults.athleteId)))
    .where(
      and(
        eq(rankingResults.championshipId, championshipId),
        isNotNull(championships.finishedAt),
        athleteIds ? inArray(rankingResults.athleteId, [...athleteIds]) : undefined,
      ),
    )
    .orderBy(asc(rankingResults.athleteId));
  if (rows.length === 0) return [];
  const [members, [placed]] = await Promise.all([
    db
      .select({ teamId: teamMembers.teamId, nickname: users.nickname, gender: users.gender })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.playerId))
      .where(eq(teamMembers.championshipId, championshipId))
      .orderBy(asc(teamMembers.teamId), asc(teamMembers.position)),
    db.select({ value: count() }).from(teams).where(and(eq(teams.championshipId, championshipId), isNotNull(teams.placement))),
  ]);
  return rows.map((row) => {
    const own = members.filter((member) => member.teamId === row.teamId);
    return {
      championshipId,
      championshipTitle: row.title,
      category: row.category,
      occurs: row.occurs,
      finalizedAt: row.finalizedAt,
      athleteId: row.athleteId,
      nickname: row.nickname,
      team: own.map((member) => member.nickname),
      agreement: teamAgreement(own.map((member) => member.gender)),
      placement: row.placement,
      teams: placed?.value ?? 0,
      points: row.points,
      levelBefore: row.levelBefore,
      levelAfter: row.levelAfter,
    };
  });
}

/** One athlete's result in one championship, or null (no such championship, not finished, or not one of its athletes). */
export async function resultOf(db: Tx, championshipId: string, athleteId: string): Promise<AthleteResult | null> {
  return (await resultsOf(db, championshipId, [athleteId]))[0] ?? null;
}

/** The athlete's latest result finalized after `since`, or null: what the home shows for a day after a finish. */
export async function latestResultSince(db: Tx, athleteId: string, since: Date): Promise<AthleteResult | null> {
  const [last] = await db
    .select({ championshipId: rankingResults.championshipId })
    .from(rankingResults)
    .where(and(eq(rankingResults.athleteId, athleteId), gt(rankingResults.finalizedAt, since)))
    .orderBy(desc(rankingResults.finalizedAt))
    .limit(1);
  return last ? resultOf(db, last.championshipId, athleteId) : null;
}
