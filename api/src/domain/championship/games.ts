import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Game } from '@areia/shared/core/schemas/standings';
import type { CurrentScore, OrganizerGame, ScoreReport } from '@areia/shared/core/schemas/organizer';
import { GAME_PHASE_POOLS } from '@areia/shared/core/schemas/organizer';
import { knockoutGameLabel, knockoutPlan, knockoutRoundName, queuePositions, scheduleGames } from '@areia/shared/core/rules/pools';
import type { MatchResult, SetPoints } from '@areia/shared/core/rules/score';
import type { Db } from '../../platform/db/client';
import type { championships} from '../../platform/db/schema';
import { games, scoreReports, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';

export type GameRow = typeof games.$inferSelect;
export type ChampionshipRow = typeof championships.$inferSelect;
export type OpenReport = typeof scoreReports.$inferSelect & { reporterName: string };

/** Who a report sent through a scorekeeper's link shows as reporter. */
export const SCOREKEEPER_NAME = 'Mesário';

export const OPEN_REPORT_STATUSES = ['pending', 'disputed'] as const;
export const DEFAULT_MINUTES_PER_GAME = 40;

/** 'Grupos' for pool games; the knockout round's name ('Semifinal'…) from the bracket's size. */
export function phaseLabel(phase: number, bracketSize: number | null | undefined): string {
  if (phase === GAME_PHASE_POOLS) return 'Grupos';
  if (!bracketSize) return 'Mata-mata';
  return knockoutRoundName(Math.max(1, bracketSize / 2 ** (phase - 1)));
}

/** Every game of a championship in the order the Jogos tab lists them: phase, time, group. */
export function championshipGames(db: Db, championshipId: string): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(eq(games.championshipId, championshipId))
    .orderBy(asc(games.phase), asc(games.scheduledAt), asc(games.groupLabel), asc(games.id));
}

/** The open (pending or disputed) report of each game, with the reporter's nickname. */
export async function openReports(db: Db, gameIds: string[]): Promise<Map<string, OpenReport>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select({ report: scoreReports, reporterName: users.nickname })
    .from(scoreReports)
    .leftJoin(users, eq(users.id, scoreReports.reportedBy))
    .where(and(inArray(scoreReports.gameId, gameIds), inArray(scoreReports.status, [...OPEN_REPORT_STATUSES])));
  // A scorekeeper's report (domain/scorekeeper) has no reporter: the screens name it "Mesário".
  return new Map(rows.map((row) => [row.report.gameId, { ...row.report, reporterName: row.reporterName ?? SCOREKEEPER_NAME }]));
}

const isFinished = (game: GameRow) => game.status === 'finalizado';

export function toAthleteGame(game: GameRow, names: Map<string, string>, report: OpenReport | undefined, bracketSize: number | null | undefined): Game {
  const finished = isFinished(game);
  return {
    id: game.id,
    phase: game.phase,
    group: game.groupLabel,
    status: finished ? 'finalizado' : 'agendado',
    team_a: names.get(game.teamAId) ?? '',
    team_b: names.get(game.teamBId) ?? '',
    team_score: finished ? game.scoreA : null,
    opponent_team_score: finished ? game.scoreB : null,
    scheduled_at: game.scheduledAt ? game.scheduledAt.toISOString() : null,
    phase_label: phaseLabel(game.phase, bracketSize),
    court: game.court,
    sets: finished ? (game.sets ?? null) : null,
    team_a_id: game.teamAId,
    team_b_id: game.teamBId,
    version: game.version,
    report:
      report && (report.status === 'pending' || report.status === 'disputed')
        ? { id: report.id, team_id: report.teamId, reported_by: report.reporterName, sets: report.sets, status: report.status }
        : null,
  };
}

export function toScoreReport(report: OpenReport): ScoreReport {
  return {
    id: report.id,
    gameId: report.gameId,
    teamId: report.teamId,
    reportedBy: report.reportedBy,
    reportedByName: report.reporterName,
    sets: report.sets,
    status: report.status as ScoreReport['status'],
    reason: report.reason,
    createdAt: report.createdAt.toISOString(),
  };
}

export function toOrganizerGame(game: GameRow, report: OpenReport | undefined, bracketSize: number | null | undefined): OrganizerGame {
  const finished = isFinished(game);
  return {
    id: game.id,
    phase: game.phase,
    phaseLabel: phaseLabel(game.phase, bracketSize),
    group: game.groupLabel,
    court: game.court,
    scheduledAt: game.scheduledAt ? game.scheduledAt.toISOString() : null,
    status: finished ? 'finalizado' : 'agendado',
    teamAId: game.teamAId,
    teamBId: game.teamBId,
    scoreA: finished ? game.scoreA : null,
    scoreB: finished ? game.scoreB : null,
    sets: finished ? (game.sets ?? null) : null,
    version: game.version,
    report: report ? toScoreReport(report) : null,
  };
}

/** The score the game holds now (final sets, open report), as a 409 on a score carries it. */
export async function currentScore(db: Db, gameId: string): Promise<CurrentScore> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  const report = (await openReports(db, [gameId])).get(gameId);
  return {
    status: game && isFinished(game) ? 'finalizado' : 'agendado',
    version: game?.version ?? 0,
    sets: game && isFinished(game) ? (game.sets ?? null) : null,
    report: report ? { teamId: report.teamId, sets: report.sets, status: report.status as 'pending' | 'disputed' } : null,
  };
}

/**
 * A 409 on a score with what the server holds, so a client resending a score queued offline can tell "mine was
 * already saved" (same sets) from "someone saved another score first" (ask which stands).
 */
export async function scoreConflict(db: Db, gameId: string, message: string): Promise<HttpError> {
  return new HttpError(409, message, { current: await currentScore(db, gameId) });
}

/**
 * Saves a final score only if the game is still at `expectedVersion` (one statement: of two concurrent saves exactly
 * one matches). Null when someone else saved first. The score ends the game on its court at `now` (a correction keeps
 * the first end); `forfeitTeamId` is the team given W.O., and any other score clears it.
 */
export async function saveFinalScore(
  db: Db,
  gameId: string,
  sets: SetPoints[],
  result: MatchResult,
  expectedVersion: number,
  now: Date,
  forfeitTeamId: string | null = null,
): Promise<GameRow | null> {
  const [row] = await db
    .update(games)
    .set({
      sets,
      scoreA: result.setsA,
      scoreB: result.setsB,
      status: 'finalizado',
      version: sql`${games.version} + 1`,
      calledAt: sql`coalesce(${games.calledAt}, ${now})`,
      endedAt: sql`coalesce(${games.endedAt}, ${now})`,
      forfeitTeamId,
      // The set score in progress ends with the game: the final sets above are what every screen shows now.
      liveSets: null,
    })
    .where(and(eq(games.id, gameId), eq(games.version, expectedVersion)))
    .returning();
  return row ?? null;
}

const winnerOf = (game: GameRow) =>
  isFinished(game) && game.scoreA !== null && game.scoreB !== null && game.scoreA !== game.scoreB ? (game.scoreA > game.scoreB ? game.teamAId : game.teamBId) : null;

/**
 * After a knockout result: creates the games whose two teams are now known (scheduled after the last knockout game),
 * and moves a corrected winner into the next game. A next game already played cannot change: 409, nothing written.
 */
export async function advanceKnockout(db: Db, championship: ChampionshipRow): Promise<void> {
  const bracket = championship.knockoutBracket;
  if (!bracket) return;
  const knockout = await db
    .select()
    .from(games)
    .where(and(eq(games.championshipId, championship.id), gt(games.phase, GAME_PHASE_POOLS)))
    .orderBy(asc(games.phase), asc(games.bracketSlot));
  const plan = knockoutPlan(
    bracket,
    knockout.map((game) => ({ id: game.id, round: game.phase - 1, slot: game.bracketSlot ?? 0, teamAId: game.teamAId, teamBId: game.teamBId, winnerId: winnerOf(game) })),
  );
  if (plan.update.some((change) => change.finished)) throw new HttpError(409, messages.nextKnockoutGamePlayed);
  for (const change of plan.update) {
    await db.update(games).set({ teamAId: change.teamAId, teamBId: change.teamBId, version: sql`${games.version} + 1` }).where(eq(games.id, change.id));
  }
  if (plan.create.length === 0) return;
  const minutes = championship.minutesPerGame ?? DEFAULT_MINUTES_PER_GAME;
  const last = Math.max(...knockout.map((game) => game.scheduledAt?.getTime() ?? 0), championship.occurs.getTime());
  await insertKnockoutGames(db, championship, bracket.length, plan.create, { startsAt: new Date(last + minutes * 60_000), courts: championship.courts ?? 1, minutesPerGame: minutes });
}

export async function insertKnockoutGames(
  db: Db,
  championship: ChampionshipRow,
  bracketSize: number,
  planned: { round: number; slot: number; teamAId: string; teamBId: string }[],
  schedule: { startsAt: Date; courts: number; minutesPerGame: number },
): Promise<void> {
  const scheduled = scheduleGames(planned, schedule);
  const taken = await db
    .select({ court: games.court, last: max(games.queuePosition) })
    .from(games)
    .where(eq(games.championshipId, championship.id))
    .groupBy(games.court);
  const positions = queuePositions(scheduled, new Map(taken.map((row) => [row.court ?? '', row.last ?? 0])));
  await db.insert(games).values(
    scheduled.map((game, index) => ({
      championshipId: championship.id,
      phase: GAME_PHASE_POOLS + game.round,
      groupLabel: knockoutGameLabel(bracketSize, game.round, game.slot),
      bracketSlot: game.slot,
      teamAId: game.teamAId,
      teamBId: game.teamBId,
      status: 'agendado' as const,
      court: game.court,
      scheduledAt: game.scheduledAt,
      queuePosition: positions[index],
    })),
  );
}
