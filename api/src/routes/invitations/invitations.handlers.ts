import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Invitation } from '@areia/shared/core/schemas/invitation';
import { championships, invitations, teamMembers, teams, users } from '../../platform/db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { cursorTimestamp, cursorUuid, decodeCursor, pageLimit, answerPage, uuidArray } from '../../platform/http/paging';
import { noExpiredInvitation } from '../../domain/roster/team-status';
import { answerInvitation, type InvitationRow } from '../../domain/roster/invitations';
import { memberColumns, teamColumns, toTeam, type LoadedTeam } from '../../domain/championship/data';
import type { acceptInvitationRoute, declineInvitationRoute, listInvitationsRoute } from './invitations.routes';

export function invitationHandlers(deps: AppDeps) {
  const cursorShape = z.tuple([cursorTimestamp, cursorUuid]);

  /**
   * Teams (still holding their slot) with their members, for any set of team ids across championships: two set-based
   * statements with one uuid[] parameter each, whatever the number of championships the invitations come from.
   */
  async function teamsById(teamIds: string[]): Promise<Map<string, LoadedTeam>> {
    if (teamIds.length === 0) return new Map();
    const ids = uuidArray([...new Set(teamIds)]);
    const [teamRows, memberRows] = await Promise.all([
      deps.db
        .select(teamColumns)
        .from(teams)
        // Teams holding a slot or waiting on the list (whose invitations stay open), not released ones.
        .where(and(sql`${teams.id} = ANY(${ids}::uuid[])`, isNull(teams.releasedAt), noExpiredInvitation(teams.id, nowOf(deps)))),
      deps.db
        .select(memberColumns)
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.playerId))
        .where(sql`${teamMembers.teamId} = ANY(${ids}::uuid[])`)
        .orderBy(asc(teamMembers.position)),
    ]);
    return new Map(teamRows.map((team) => [team.id, { ...team, members: memberRows.filter((member) => member.teamId === team.id) }]));
  }

  /**
   * Invitations with their championship, inviter and team, one per row in order; undefined where the team no longer
   * holds its slot (the row is not shown, its place in the page's cursor stays).
   */
  async function present(c: Context, rows: InvitationRow[]): Promise<(Invitation | undefined)[]> {
    if (rows.length === 0) return [];
    const championshipIds = [...new Set(rows.map((row) => row.championshipId))];
    const [championshipRows, inviters] = await Promise.all([
      deps.db
        .select({ id: championships.id, title: championships.title, category: championships.category, occurs: championships.occurs })
        .from(championships)
        .where(inArray(championships.id, championshipIds)),
      deps.db
        .select({ id: users.id, nickname: users.nickname })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((row) => row.invitedById))])),
    ]);
    const loaded = await teamsById(rows.flatMap((row) => (row.teamId ? [row.teamId] : [])));
    return rows.map((row) => {
      const championship = championshipRows.find((item) => item.id === row.championshipId);
      const team = row.teamId ? loaded.get(row.teamId) : undefined;
      if (!championship || !team) return undefined;
      return {
        id: row.id,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        invited_by: { id: row.invitedById, nickname: inviters.find((user) => user.id === row.invitedById)?.nickname ?? '' },
        championship: { id: championship.id, title: championship.title, category: championship.category, occurs: championship.occurs.toISOString() },
        team: toTeam(c, deps, team),
      };
    });
  }

  /** A page of the caller's open invitations, oldest first (invitations_player_pending_order_idx, 0011_audit.sql). */
  const list: RouteHandler<typeof listInvitationsRoute, AppEnv> = async (c) => {
    const query = c.req.valid('query');
    const limit = pageLimit(query.limit);
    const after = decodeCursor(query.cursor, cursorShape);
    const rows = await deps.db
      .select({ invitation: invitations, createdKey: sql<string>`${invitations.createdAt}::text` })
      .from(invitations)
      .where(
        and(
          eq(invitations.playerId, c.var.auth.id),
          eq(invitations.status, 'pending'),
          gt(invitations.expiresAt, nowOf(deps)),
          after ? sql`(${invitations.createdAt}, ${invitations.id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(invitations.createdAt), asc(invitations.id))
      .limit(limit + 1);
    return answerPage(c, rows, limit, (row) => [row.createdKey, row.invitation.id], (page) => present(c, page.map((row) => row.invitation)));
  };

  /** Accept or decline (domain/roster/invitations.ts), then the answer as the screen shows it. */
  async function answer(c: Context<AppEnv>, invitationId: string, accept: boolean) {
    const updated = await answerInvitation(deps, invitationId, c.var.auth.id, accept);
    if (!accept) {
      return {
        id: updated.id,
        status: updated.status,
        created_at: updated.createdAt.toISOString(),
        expires_at: updated.expiresAt.toISOString(),
        ...(await invitationContext(updated)),
      };
    }
    const [presented] = await present(c, [updated]);
    return presented!;
  }

  /** A declined invitation's team no longer exists: the answer names the championship and the inviter only. */
  async function invitationContext(row: InvitationRow): Promise<Pick<Invitation, 'invited_by' | 'championship' | 'team'>> {
    const [[championship], [inviter]] = await Promise.all([
      deps.db.select().from(championships).where(eq(championships.id, row.championshipId)),
      deps.db.select({ id: users.id, nickname: users.nickname }).from(users).where(eq(users.id, row.invitedById)),
    ]);
    return {
      invited_by: { id: row.invitedById, nickname: inviter?.nickname ?? '' },
      championship: {
        id: row.championshipId,
        title: championship?.title ?? '',
        category: championship?.category ?? '',
        occurs: championship?.occurs.toISOString() ?? '',
      },
      team: { id: '', team: '', team_members: [], status: 'pending' },
    };
  }

  const accept: RouteHandler<typeof acceptInvitationRoute, AppEnv> = async (c) => c.json(await answer(c, c.req.valid('param').invitationId, true), 200);
  const decline: RouteHandler<typeof declineInvitationRoute, AppEnv> = async (c) => c.json(await answer(c, c.req.valid('param').invitationId, false), 200);

  return { list, accept, decline };
}
