import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { createTeamSchema } from '@areia/shared/core/schemas/team';

type CreateTeam = z.output<typeof createTeamSchema>;
import { z } from 'zod';
import { CHAMPIONSHIP_SOON_DAYS } from '@areia/shared/core/schemas/paging';
import { ineligibleReason } from '@areia/shared/core/rules/category';
import { brasiliaToday, teamsMayChange, withdrawOpen, type Stage } from '@areia/shared/core/rules/lifecycle';
import { championships, complaints, games, invitations, teamMembers, teams, users } from '../../platform/db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { confirmSession, sessionLiveSql, sessionParams } from '../../platform/auth/auth';
import { minCategories } from '../../domain/ranking/category';
import { uniqueViolation } from '../../platform/db/db-errors';
import { invitationExpiry, liveTeam, sweepExpired } from '../../domain/roster/team-status';
import { releaseShares } from '../../domain/payments/shares';
import { freeSlotNumbers, promoteFromWaitlist, scheduleInvitationExpiry, slotsTaken, teamTookConfirmedSlot, waitingTeams } from '../../domain/roster/waitlist';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { notify } from '../../domain/notifications/notify';
import { messages } from '../../platform/http/messages';
import { answerBoundedPage, answerPage, cursorTimestamp, cursorUuid, decodeCursor, pageLimit, qualified } from '../../platform/http/paging';
import { foldedContains } from '../../platform/db/search';
import { toAthleteGame, type ChampionshipRow } from '../../domain/championship/games';
import { gamesTodaySql, poolsDrawnSql, rowStage, stageIn } from '../../domain/championship/lifecycle';
import { limitSql, preparedOnce } from '../../platform/db/prepared';
import { gameRowsOf, readChampionship } from '../../domain/championship/reads';
import { groupStandings, resultStandings } from '../../domain/championship/standings';
import {
  assertModality,
  findChampionship,
  loadTeams,
  loadWaitlist,
  memberNames,
  teamName,
  toChampionship,
  toTeam,
} from '../../domain/championship/data';
import { lockChampionship } from '../../platform/db/locks';
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

/** Why a sign-up is refused at this stage, in the words the championship's page uses. */
function signUpRefusal(stage: Exclude<Stage, 'inscricoes_abertas'>, row: ChampionshipRow, now: Date): string {
  if (stage === 'cancelado') return messages.championshipCancelled;
  if (stage !== 'inscricoes_encerradas') return messages.poolsDrawnNoSignUps;
  if (row.isDisabled) return messages.championshipDisabled;
  if (row.signupsClosed) return messages.signupsClosed;
  return row.occurs.getTime() <= now.getTime() ? messages.championshipPast : messages.signupsClosed;
}

export function championshipHandlers(deps: AppDeps) {
  const cursorShape = z.tuple([cursorTimestamp, cursorUuid]);
  const DAY_MS = 24 * 60 * 60 * 1000;

  /**
   * A page of championships. Placeholders for everything that varies per request, so each shape (filter, first page
   * or later, no search) is one named statement per connection, parsed once; a search (its term part of the plan)
   * is built per request.
   */
  function listStatement(shape: { filter: 'all' | 'soon' | 'registered'; after: boolean; search: string | undefined; rows: number }) {
    const now = sql.placeholder('now');
    // Per row of the page only: the caller's team (team_members_championship_player_key) and the teams signed up.
    // Pending teams count (they hold their slot) until an invitation of theirs expires.
    const isRegistered = sql<boolean>`EXISTS (SELECT 1 FROM team_members tm WHERE tm.championship_id = ${qualified(championships.id)} AND tm.player_id = ${sql.placeholder('userId')} AND ${liveTeam(sql`tm.team_id`, now)})`;
    const teamsCount = sql<number>`(SELECT count(*) FROM teams t WHERE t.championship_id = ${qualified(championships.id)} AND ${liveTeam(sql`t.id`, now)})::int`;
    return deps.db
      .select({
        championship: championships,
        occursKey: sql<string>`${championships.occurs}::text`,
        teamsCount: teamsCount.mapWith(Number),
        isRegistered: isRegistered.mapWith(Boolean),
        poolsDrawn: poolsDrawnSql(qualified(championships.id)).mapWith(Boolean),
        gamesToday: gamesTodaySql(qualified(championships.id), sql.placeholder('todayStart'), sql.placeholder('todayEnd')).mapWith(Boolean),
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
          shape.filter === 'registered' ? isRegistered : undefined,
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
        }),
      ),
    );
  };

  const detail: RouteHandler<typeof getChampionshipRoute, AppEnv> = async (c) => {
    const row = await readChampionship(deps, c, 'detail', c.req.valid('param'));
    const lifecycle = { stage: rowStage(row.championship, row.poolsDrawn, nowOf(deps)), gamesToday: row.gamesToday };
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
        id: team.id,
        groupLabel: team.groupLabel,
        members: memberNames(team),
        name: teamName(team),
        rating: team.members.reduce((sum, member) => sum + member.rating, 0),
        seed: team.seed,
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

  /**
   * A sign-up, for a slot or for the list (`waitlist`): the same body, consent and category rules. Under the
   * championship's row lock, after expired teams gave their slots back (to the list first): a team takes a free slot
   * only while nobody waits; otherwise it joins the list, which is refused while slots are free.
   */
  async function signUp(c: Context<AppEnv>, params: { modalityId: string; championshipId: string }, body: CreateTeam, waitlist: boolean) {
    const { modalityId, championshipId } = params;
    const callerId = c.var.auth.id;
    const championship = await findChampionship(deps, modalityId, championshipId);
    if (body.championship_id !== championship.id) throw new HttpError(400, messages.championshipMismatch);
    const playerIds = body.team_members.map((member) => member.player_id);
    if (new Set(playerIds).size !== playerIds.length) throw new HttpError(400, messages.duplicatePlayer);
    if (playerIds.length !== championship.playersPerTeam) throw new HttpError(400, messages.teamSizeWrong(championship.playersPerTeam));
    if (!playerIds.every(isUuid)) throw new HttpError(400, messages.unknownPlayer);
    if (!playerIds.includes(callerId)) throw new HttpError(403, messages.callerNotInTeam);
    const known = await deps.db.select({ id: users.id, nickname: users.nickname, rating: users.rating, category: users.category }).from(users).where(inArray(users.id, playerIds));
    if (known.length !== playerIds.length) throw new HttpError(400, messages.unknownPlayer);
    // Category eligibility: nobody above the championship's category (shared/src/core/rules/category.ts).
    const categories = await minCategories(deps, known, nowOf(deps));
    for (const id of playerIds) {
      const player = known.find((row) => row.id === id)!;
      const reason = ineligibleReason(player.nickname, categories.get(id)!.category, championship.category);
      if (reason) throw new HttpError(422, reason);
    }

    try {
      const outcome = await deps.db.transaction(async (tx): Promise<{ teamId: string; position: number } | HttpError> => {
        // Row lock on the championship: concurrent sign-ups for it queue here, so the counts below are exact.
        const locked = await lockChampionship(tx, championship.id);
        if (!locked) throw new HttpError(404, messages.championshipNotFound);
        const now = nowOf(deps);
        // The shared lifecycle, so the refusal names what the screens show; slots are counted below, once expired
        // invitations have given theirs back.
        const stage = await stageIn(tx, locked, now);
        if (stage !== 'inscricoes_abertas') throw new HttpError(409, signUpRefusal(stage, locked, now));
        // Teams whose invitation ran out give their slot (and their players) back, to the list first. A refusal
        // below is returned, not thrown, so that commits.
        if ((await sweepExpired(tx, locked.id, now)).length > 0) await promoteFromWaitlist(tx, deps, locked, now);
        // Players of a team released for non-payment may sign up again: they leave that team's record.
        await tx
          .delete(teamMembers)
          .where(
            and(
              eq(teamMembers.championshipId, locked.id),
              inArray(teamMembers.playerId, playerIds),
              sql`${teamMembers.teamId} IN (SELECT id FROM teams WHERE championship_id = ${locked.id} AND released_at IS NOT NULL)`,
            ),
          );
        const [already] = await tx
          .select({ playerId: teamMembers.playerId })
          .from(teamMembers)
          .where(and(eq(teamMembers.championshipId, locked.id), inArray(teamMembers.playerId, playerIds)))
          .limit(1);
        if (already) return new HttpError(409, messages.playerAlreadyRegistered);
        const waiting = (await waitingTeams(tx, locked.id)).length;
        const full = (await slotsTaken(tx, locked.id)) >= locked.maxTeams;
        if (waitlist && !full && waiting === 0) return new HttpError(409, messages.slotsStillFree);
        if (!waitlist && (full || waiting > 0)) return new HttpError(409, messages.noSlotsLeft);
        const [slot] = waitlist ? [] : await freeSlotNumbers(tx, locked, 1);
        if (!waitlist && slot === undefined) return new HttpError(409, messages.noSlotsLeft);
        const others = playerIds.filter((id) => id !== callerId);
        const [team] = await tx
          .insert(teams)
          .values({
            championshipId: locked.id,
            slot: waitlist ? null : slot,
            // The database's clock: distinct for each team joining under the lock, so the order has no ties.
            waitlistedAt: waitlist ? sql`clock_timestamp()` : null,
            createdBy: callerId,
            createdAt: now,
            // Pending until every partner accepts; a team of one (never, today) would be confirmed at once.
            status: others.length > 0 ? 'pending' : 'confirmed',
          })
          .returning({ id: teams.id });
        await tx.insert(teamMembers).values(
          // The caller is always the first slot, as on the create-team screen.
          [callerId, ...others].map((playerId, index) => ({
            teamId: team!.id,
            championshipId: locked.id,
            playerId,
            position: index + 1,
          })),
        );
        if (others.length > 0) {
          // On the list, invitations stay open until the championship starts; a slot taken gives them 48 hours.
          const expiresAt = waitlist ? locked.occurs : invitationExpiry(now, locked.occurs);
          await tx
            .insert(invitations)
            .values(others.map((playerId) => ({ teamId: team!.id, championshipId: locked.id, playerId, invitedById: callerId, createdAt: now, expiresAt })));
          if (!waitlist) await scheduleInvitationExpiry(tx, deps, locked.id, expiresAt);
          await notify(tx, deps, {
            userIds: others,
            kind: 'invitation_received',
            params: { championshipId: locked.id, championshipTitle: locked.title, inviterNickname: known.find((row) => row.id === callerId)!.nickname },
          });
        } else {
          await teamTookConfirmedSlot(tx, deps, team!.id, now);
        }
        return { teamId: team!.id, position: waitlist ? waiting + 1 : 0 };
      });
      if (outcome instanceof HttpError) throw outcome;
      return outcome;
    } catch (error) {
      // The unique indexes are the last line of defence if two transactions ever slip past the lock.
      const violation = uniqueViolation(error);
      if (violation) {
        throw new HttpError(409, violation.constraint.includes('team_members') ? messages.playerAlreadyRegistered : messages.noSlotsLeft);
      }
      throw error;
    }
  }

  const createTeam: RouteHandler<typeof createTeamRoute, AppEnv> = async (c) => {
    const params = c.req.valid('param');
    const { teamId } = await signUp(c, params, c.req.valid('json'), false);
    const [created] = await loadTeams(deps, params.championshipId, [teamId]);
    return c.json(toTeam(c, deps, created!), 201);
  };

  const joinWaitlist: RouteHandler<typeof joinWaitlistRoute, AppEnv> = async (c) => {
    const { position } = await signUp(c, c.req.valid('param'), c.req.valid('json'), true);
    return c.json({ position }, 201);
  };

  /** The teams waiting, in order, with the caller's place. */
  const getWaitlist: RouteHandler<typeof getWaitlistRoute, AppEnv> = async (c) => {
    const { modalityId, championshipId } = c.req.valid('param');
    const championship = await findChampionship(deps, modalityId, championshipId);
    const waiting = await loadWaitlist(deps, championship.id);
    const mine = waiting.findIndex((team) => team.members.some((member) => member.playerId === c.var.auth.id));
    return c.json({ position: mine >= 0 ? mine + 1 : null, teams: waiting.map((team) => toTeam(c, deps, team)) }, 200);
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

  /** A member withdraws the team while sign-ups are open: the slot and the players are free again. */
  const withdrawTeam: RouteHandler<typeof withdrawTeamRoute, AppEnv> = async (c) => {
    const { modalityId, championshipId, teamId } = c.req.valid('param');
    const championship = await findChampionship(deps, modalityId, championshipId);
    if (!isUuid(teamId)) throw new HttpError(404, messages.teamNotFound);
    await deps.db.transaction(async (tx) => {
      const locked = await lockChampionship(tx, championship.id);
      if (!locked) throw new HttpError(404, messages.championshipNotFound);
      const now = nowOf(deps);
      await sweepExpired(tx, locked.id, now);
      // A released team's row is a record, not a team that can withdraw.
      const [team] = await tx.select({ id: teams.id }).from(teams).where(and(eq(teams.id, teamId), eq(teams.championshipId, locked.id), isNull(teams.releasedAt)));
      if (!team) throw new HttpError(404, messages.teamNotFound);
      const [member] = await tx
        .select({ playerId: teamMembers.playerId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.playerId, c.var.auth.id)));
      if (!member) throw new HttpError(403, messages.withdrawNotMember);
      const stage = await stageIn(tx, locked, now);
      if (!teamsMayChange(stage)) throw new HttpError(409, stage === 'cancelado' ? messages.championshipCancelled : messages.poolsDrawnNoWithdraw);
      if (!withdrawOpen(stage, { startsAt: locked.occurs.getTime(), isDisabled: locked.isDisabled }, now)) throw new HttpError(409, messages.withdrawClosed);
      const [game] = await tx
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.championshipId, locked.id), or(eq(games.teamAId, team.id), eq(games.teamBId, team.id))))
        .limit(1);
      if (game) throw new HttpError(409, messages.withdrawHasGames);
      await tx.update(invitations).set({ status: 'expired' }).where(and(eq(invitations.teamId, team.id), eq(invitations.status, 'pending')));
      await releaseShares(tx, team.id, now);
      await tx.delete(teams).where(eq(teams.id, team.id));
      // The freed slot goes to the first team on the list, in this transaction.
      return promoteFromWaitlist(tx, deps, locked, now);
    });
    return c.body(null, 204);
  };

  return { list, detail, listTeams, listGroups, listGames, listResults, createTeam, joinWaitlist, getWaitlist, createComplaint, withdrawTeam };
}
