import type { RouteHandler } from '@hono/zod-openapi';
import { and, asc, eq, gte, isNull, lte, not, sql } from 'drizzle-orm';
import type { ChampionshipListFilter } from '@areia/shared/core/schemas/paging';
import { z } from 'zod';
import { CHAMPIONSHIP_SOON_DAYS } from '@areia/shared/core/schemas/paging';
import { brasiliaToday } from '@areia/shared/core/rules/lifecycle';
import { championships, complaints, teamMembers, teams } from '../../platform/db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { confirmSession, sessionLiveSql, sessionParams } from '../../platform/auth/auth';
import { signUp } from '../../domain/roster/sign-up';
import { withdrawTeam as withdrawFromChampionship } from '../../domain/roster/withdraw';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { answerBoundedPage, answerPage, cursorTimestamp, cursorUuid, decodeCursor, pageLimit, qualified } from '../../platform/http/paging';
import { foldedContains } from '../../platform/db/search';
import { toAthleteGame } from '../../domain/championship/games';
import { currentChampionshipSql, gamesTodaySql, rowStage } from '../../domain/championship/lifecycle';
import { limitSql, preparedOnce } from '../../platform/db/prepared';
import { championshipRowColumns, gameRowsOf, isRegisteredSql, readChampionship } from '../../domain/championship/reads';
import { groupStandings, resultStandings } from '../../domain/championship/standings';
import {
  assertModality,
  findChampionship,
  loadTeams,
  loadWaitlist,
  standingTeam,
  teamName,
  toChampionship,
  toTeam,
} from '../../domain/championship/data';
import type {
  createComplaintRoute,
  createTeamRoute,
  getChampionshipRoute,
  getWaitlistRoute,
  joinWaitlistRoute,
  listChampionshipsRoute,
  listGamesRoute,
  listGroupsRoute,
  listResultsRoute,
  listTeamsRoute,
  withdrawTeamRoute,
} from './championships.routes';

export function championshipHandlers(deps: AppDeps) {
  const cursorShape = z.tuple([cursorTimestamp, cursorUuid]);
  const DAY_MS = 24 * 60 * 60 * 1000;

  /**
   * A page of championships. Placeholders for everything that varies per request, so each shape (filter, first page
   * or later, no search) is one named statement per connection, parsed once; a search (its term part of the plan)
   * is built per request.
   */
  function listStatement(shape: { filter: ChampionshipListFilter; after: boolean; search: string | undefined; rows: number }) {
    const now = sql.placeholder('now');
    return deps.db
      .select({
        championship: championships,
        occursKey: sql<string>`${championships.occurs}::text`,
        // Per row of the page only: the teams signed up and the caller's team (team_members_championship_player_key).
        ...championshipRowColumns,
        // The session test rides on the page's statement (platform/auth/auth.ts); an empty page leaves it to requireAuth.
        sessionLive: sessionLiveSql.mapWith(Boolean),
      })
      .from(championships)
      .where(
        and(
          eq(championships.modalityId, sql.placeholder('modalityId')),
          shape.search ? foldedContains(championships.title, shape.search) : undefined,
          // 'Em breve': from now to now + 30 days, both inclusive (the same rule as the championships screen).
          shape.filter === 'soon' ? and(gte(championships.occurs, now), lte(championships.occurs, sql.placeholder('soonEnd'))) : undefined,
          shape.filter === 'registered' ? isRegisteredSql : undefined,
          // "Todos" on the screen, and the home's count (summary.handlers.ts): neither finished nor cancelled.
          shape.filter === 'current' ? currentChampionshipSql : undefined,
          shape.filter === 'past' ? not(currentChampionshipSql) : undefined,
          // "Ao vivo": being played, with a game today in Brasília.
          shape.filter === 'live'
            ? and(gamesTodaySql(qualified(championships.id), sql.placeholder('todayStart'), sql.placeholder('todayEnd')), isNull(championships.finishedAt), isNull(championships.cancelledAt))
            : undefined,
          shape.after
            ? sql`(${championships.occurs}, ${championships.id}) > (${sql.placeholder('afterOccurs')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(championships.occurs), asc(championships.id))
      // The page size in the text (platform/db/prepared.ts limitSql), so a generic plan estimates one page.
      .limit(limitSql(shape.rows))
      .prepare(shape.search ? '' : listStatementName(shape));
  }
  const listStatementName = (shape: { filter: string; after: boolean; rows: number }) =>
    `areia_championships_${shape.filter}${shape.after ? '_after' : ''}_${shape.rows}`;

  const list: RouteHandler<typeof listChampionshipsRoute, AppEnv> = async (c) => {
    const { modalityId } = c.req.valid('param');
    const query = c.req.valid('query');
    if (!isUuid(modalityId)) throw new HttpError(404, messages.modalityNotFound);
    const limit = pageLimit(query.limit);
    const after = decodeCursor(query.cursor, cursorShape);
    const now = nowOf(deps);
    const shape = { filter: query.filter ?? 'all', after: after !== undefined && after !== null, search: query.search || undefined, rows: limit + 1 };
    const statement = shape.search
      ? listStatement(shape)
      : preparedOnce(deps.db, listStatementName(shape), () => listStatement(shape));
    const today = brasiliaToday(now);
    const rows = await statement.execute({
      ...sessionParams(c, now),
      todayStart: today.start,
      todayEnd: today.end,
      modalityId,
      soonEnd: new Date(now.getTime() + CHAMPIONSHIP_SOON_DAYS * DAY_MS),
      afterOccurs: after?.[0],
      afterId: after?.[1],
    });
    if (rows.length > 0) confirmSession(c, rows[0]!.sessionLive);
    // Rows prove the modality exists; an empty page may be an unknown one (404).
    else await assertModality(deps, modalityId);
    return answerPage(c, rows, limit, (row) => [row.occursKey, row.championship.id], (page) =>
      page.map((row) =>
        toChampionship(c, deps, row.championship, row.teamsCount, row.isRegistered, {
          stage: rowStage(row.championship, row.poolsDrawn, now),
          gamesToday: row.gamesToday,
          firstGameAt: row.firstGameAt,
        }),
      ),
    );
  };

  const detail: RouteHandler<typeof getChampionshipRoute, AppEnv> = async (c) => {
    const row = await readChampionship(deps, c, 'detail', c.req.valid('param'));
    const lifecycle = { stage: rowStage(row.championship, row.poolsDrawn, nowOf(deps)), gamesToday: row.gamesToday, firstGameAt: row.firstGameAt };
    return c.json(
      {
        ...toChampionship(c, deps, row.championship, row.teamsCount, row.isRegistered, lifecycle),
        arena_name: row.arenaName ?? '',
        arena_address: row.arenaAddress ?? '',
        teams_count: row.teamsCount,
        rules: row.championship.rules,
      },
      200,
    );
  };

  const listTeams: RouteHandler<typeof listTeamsRoute, AppEnv> = async (c) => {
    const row = await readChampionship(deps, c, 'teams', c.req.valid('param'));
    return answerBoundedPage(c, c.req.valid('query'), row.teams, (team) => team.id, (page) => page.map((team) => toTeam(c, deps, team)));
  };

  /** Teams and games of a championship in one statement, as standings.ts and the Jogos tab read them. */
  async function standingsInput(c: Parameters<typeof listGroups>[0]) {
    const row = await readChampionship(deps, c, 'standings', c.req.valid('param'));
    const loaded = row.teams;
    const { gameRows, reports } = gameRowsOf(row.games);
    return {
      championship: row.championship,
      loaded,
      gameRows,
      reports,
      teamsForStandings: loaded.map((team) => ({
        ...standingTeam(team),
        placement: team.placement,
        confirmed: team.status === 'confirmed',
      })),
    };
  }

  const listGroups: RouteHandler<typeof listGroupsRoute, AppEnv> = async (c) => {
    const { teamsForStandings, gameRows } = await standingsInput(c);
    return c.json(groupStandings(teamsForStandings, gameRows), 200);
  };

  const listResults: RouteHandler<typeof listResultsRoute, AppEnv> = async (c) => {
    const { championship, teamsForStandings, gameRows } = await standingsInput(c);
    // Every confirmed team: one still waiting for a partner's answer plays nothing yet.
    const confirmed = teamsForStandings.filter((team) => team.confirmed);
    return c.json(resultStandings(confirmed, gameRows, championship.knockoutBracket), 200);
  };

  const listGames: RouteHandler<typeof listGamesRoute, AppEnv> = async (c) => {
    const { championship, loaded, gameRows, reports } = await standingsInput(c);
    const names = new Map(loaded.map((team) => [team.id, teamName(team)]));
    return answerBoundedPage(c, c.req.valid('query'), gameRows, (game) => game.id, (page) =>
      page.map((game) => toAthleteGame(game, names, reports.get(game.id), championship.knockoutBracket?.length)),
    );
  };

  const createTeam: RouteHandler<typeof createTeamRoute, AppEnv> = async (c) => {
    const { modalityId, championshipId } = c.req.valid('param');
    const championship = await findChampionship(deps, modalityId, championshipId);
    const { teamId } = await signUp(deps, championship, c.var.auth.id, c.req.valid('json'), false);
    const [created] = await loadTeams(deps, championship.id, [teamId]);
    return c.json(toTeam(c, deps, created!), 201);
  };

  const joinWaitlist: RouteHandler<typeof joinWaitlistRoute, AppEnv> = async (c) => {
    const { modalityId, championshipId } = c.req.valid('param');
    const championship = await findChampionship(deps, modalityId, championshipId);
    const { position } = await signUp(deps, championship, c.var.auth.id, c.req.valid('json'), true);
    return c.json({ position }, 201);
  };

  /**
   * A page of the teams waiting, in order, each with its place and whether it is the caller's. The list is bounded
   * (at most max_teams teams, domain/roster/sign-up.ts), so it is read whole and paged like a championship's teams.
   */
  const getWaitlist: RouteHandler<typeof getWaitlistRoute, AppEnv> = async (c) => {
    const { modalityId, championshipId } = c.req.valid('param');
    const query = c.req.valid('query');
    const championship = await findChampionship(deps, modalityId, championshipId);
    const waiting = (await loadWaitlist(deps, championship.id)).map((team, index) => ({ team, position: index + 1 }));
    return answerBoundedPage(c, { limit: pageLimit(query.limit), cursor: query.cursor }, waiting, (entry) => entry.team.id, (page) =>
      page.map(({ team, position }) => ({
        ...toTeam(c, deps, team),
        position,
        mine: team.members.some((member) => member.playerId === c.var.auth.id),
      })),
    );
  };

  const createComplaint: RouteHandler<typeof createComplaintRoute, AppEnv> = async (c) => {
    const { modalityId, championshipId, teamId } = c.req.valid('param');
    const body = c.req.valid('json');
    const championship = await findChampionship(deps, modalityId, championshipId);
    if (!isUuid(teamId)) throw new HttpError(404, messages.teamNotFound);
    const [team] = await deps.db.select({ id: teams.id }).from(teams).where(and(eq(teams.id, teamId), eq(teams.championshipId, championship.id)));
    if (!team) throw new HttpError(404, messages.teamNotFound);
    if (body.reported_by_id !== c.var.auth.id) throw new HttpError(403, messages.reportAsOther);
    const [own] = await deps.db
      .select({ playerId: teamMembers.playerId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.playerId, c.var.auth.id)));
    if (own) throw new HttpError(403, messages.reportOwnTeam);
    // The unique index (team, reporter) decides, so a repeat — or two racing sends — gets one 201 and then 409s.
    const [complaint] = await deps.db
      .insert(complaints)
      .values({ teamId: team.id, championshipId: championship.id, reportedById: c.var.auth.id, reason: body.reason, createdAt: nowOf(deps) })
      .onConflictDoNothing({ target: [complaints.teamId, complaints.reportedById] })
      .returning();
    if (!complaint) throw new HttpError(409, messages.complaintAlreadySent);
    return c.json(
      {
        id: complaint.id,
        team_id: complaint.teamId,
        championship_id: complaint.championshipId,
        reported_by_id: complaint.reportedById,
        reason: complaint.reason,
        created_at: complaint.createdAt.toISOString(),
      },
      201,
    );
  };

  /** A member withdraws the team (domain/roster/withdraw.ts): the slot and the players are free again. */
  const withdrawTeam: RouteHandler<typeof withdrawTeamRoute, AppEnv> = async (c) => {
    const { modalityId, championshipId, teamId } = c.req.valid('param');
    const championship = await findChampionship(deps, modalityId, championshipId);
    await withdrawFromChampionship(deps, championship.id, teamId, c.var.auth.id);
    return c.body(null, 204);
  };

  return { list, detail, listTeams, listGroups, listGames, listResults, createTeam, joinWaitlist, getWaitlist, createComplaint, withdrawTeam };
}
