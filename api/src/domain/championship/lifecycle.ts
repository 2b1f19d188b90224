import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { brasiliaToday, championshipStage, scoreTooEarly, scoresOpen, type Stage } from '@areia/shared/core/rules/lifecycle';
import { championships, games } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';

type LifecycleColumns = Pick<typeof championships.$inferSelect, 'occurs' | 'isDisabled' | 'signupsClosed' | 'finishedAt' | 'cancelledAt'>;

/**
 * A championship still to be played or being played: neither finished nor cancelled (a date passed does not end it,
 * shared/src/core/rules/lifecycle.ts). What the list's "Todos" shows and the home counts, on
 * championships_current_idx (api/drizzle/0035_championships_current.sql).
 */
export const currentChampionshipSql = and(isNull(championships.finishedAt), isNull(championships.cancelledAt))!;

/**
 * A championship still taking teams at `now`: sign-ups open, not disabled, cancelled or finished, and not yet started
 * (the draw closes sign-ups). Where "procuro dupla" posts are read (domain/partners/reads.ts, domain/play/counts.ts).
 */
export const takingTeamsSql = (now: Date): SQL =>
  and(
    eq(championships.signupsClosed, false),
    eq(championships.isDisabled, false),
    currentChampionshipSql,
    sql`${championships.occurs} > ${now.toISOString()}::timestamptz`,
  )!;

/** The shared lifecycle rule (shared/src/core/rules/lifecycle.ts) applied to a row of championships. */
export function rowStage(row: LifecycleColumns, poolsDrawn: boolean, now: Date): Stage {
  return championshipStage(
    {
      startsAt: row.occurs.getTime(),
      isDisabled: row.isDisabled,
      signupsClosed: row.signupsClosed,
      poolsDrawn,
      finishedAt: row.finishedAt?.getTime() ?? null,
      cancelledAt: row.cancelledAt?.getTime() ?? null,
    },
    now,
  );
}

/** Whether the pools were drawn: their games exist (games_championship_idx, one probe per row). */
export const poolsDrawnSql = (championshipId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${games} pd WHERE pd.championship_id = ${championshipId})`;

/** Whether a game of the championship is scheduled within [start, end) (the card's "Hoje"). */
export const gamesTodaySql = (championshipId: AnyPgColumn | SQL, start: unknown, end: unknown): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${games} gt WHERE gt.championship_id = ${championshipId} AND gt.scheduled_at >= ${start}::timestamptz AND gt.scheduled_at < ${end}::timestamptz)`;

/** The championship's first game (games_championship_idx), for "Grupos sorteados · começa dd/mm" before its day. */
export const firstGameSql = (championshipId: AnyPgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(SELECT min(fg.scheduled_at) FROM ${games} fg WHERE fg.championship_id = ${championshipId})`;

/** Whether the championship has a game today in Brasília. */
export async function gamesTodayOf(tx: Tx, championshipId: string, now: Date): Promise<boolean> {
  const today = brasiliaToday(now);
  const result = await tx.execute(sql`SELECT ${gamesTodaySql(sql`${championshipId}::uuid`, today.start.toISOString(), today.end.toISOString())} AS today`);
  return (result as unknown as { rows: { today: boolean }[] }).rows[0]?.today ?? false;
}

/** The stage of a championship read inside a transaction (after its row lock). */
export async function stageIn(tx: Tx, row: LifecycleColumns & { id: string }, now: Date): Promise<Stage> {
  const result = await tx.execute(sql`SELECT ${poolsDrawnSql(sql`${row.id}::uuid`)} AS drawn`);
  const drawn = (result as unknown as { rows: { drawn: boolean }[] }).rows[0]?.drawn ?? false;
  return rowStage(row, drawn, now);
}

/**
 * The 409 of a step the stage forbids: finished, cancelled, or `otherwise` (the message of a stage before the step's
 * own, e.g. no draw yet).
 */
export function stageRefusal(stage: Stage, otherwise: string, finished: string = messages.alreadyFinished): HttpError {
  return new HttpError(409, stage === 'finalizado' ? finished : stage === 'cancelado' ? messages.championshipCancelled : otherwise);
}

/**
 * A score (the organizer's, or a player's report, confirmation or dispute) is taken only while `scoresOpen` says the
 * championship is being played: after the finish (reopen to correct), when cancelled or before the draw the stage
 * refuses it (409); and never more than an hour before the game (422, a rule).
 */
export function assertScoresOpen(stage: Stage, game: { scheduledAt: Date | null }, now: Date): void {
  if (!scoresOpen(stage)) throw stageRefusal(stage, messages.scoresClosed, messages.scoreAfterFinish);
  if (scoreTooEarly(game.scheduledAt, now)) throw new HttpError(422, messages.scoreTooEarly);
}
