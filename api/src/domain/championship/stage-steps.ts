import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { teamNameOf } from '@areia/shared/core/rules/team-name';
import { teamsMayChange } from '@areia/shared/core/rules/lifecycle';
import { MIN_TEAMS_TO_DRAW, bySeed, checkManualPools, drawPreview, poolGames, poolLabel, queuePositions, scheduleGames, snakePools, tooFewAfterRelease, type DrawPreview } from '@areia/shared/core/rules/pools';
import { GAME_PHASE_POOLS, type drawPoolsSchema } from '@areia/shared/core/schemas/organizer';
import type { z } from 'zod';
import { championships, games, teams } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import type { Tx } from '../../platform/db/tx';
import { lockSharesOfTeams, lockTeams, type ChampionshipRow } from '../../platform/db/locks';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { publishLive } from '../live/publish';
import { notify } from '../notifications/notify';
import { championshipPlayers, drawnPlayers, membersOfTeams } from '../notifications/recipients';
import { freeTeams } from '../roster/team-status';
import { closePostsOfChampionship } from '../partners/closing';
import { hasUndecidedShare, releaseUnpaidTeam, unpaidTeams } from '../payments/deadline';
import { cancelChampionship as recordCancellation } from './finish';
import { drawableTeams, ownedChampionship } from './organizer';
import { stageIn } from './lifecycle';

/**
 * The organizer's steps that decide who plays: closing sign-ups, the pool draw and the cancellation. Each runs in one
 * transaction that first locks the championship's row (ownedChampionship with `lock`, after checking the organizer),
 * asks the lifecycle rule (shared/src/core/rules/lifecycle.ts), writes and tells the athletes. The draw and the cancel
 * release teams and shares: they lock those teams, then their shares, each by id, before writing either
 * (platform/db/locks.ts, docs/architecture.md).
 */

type DrawInput = z.output<typeof drawPoolsSchema>;

/** The refusal when the stage no longer lets teams change. */
function teamsFixedRefusal(stage: string, drawn: string): HttpError {
  if (stage === 'cancelado') return new HttpError(409, messages.championshipCancelled);
  if (stage === 'finalizado') return new HttpError(409, messages.alreadyFinished);
  return new HttpError(409, drawn);
}

/** Teams of a championship still waiting for a partner's answer (holding a slot or on the list). */
async function pendingTeams(tx: Tx, championshipId: string): Promise<string[]> {
  const rows = await tx.select({ id: teams.id }).from(teams).where(and(eq(teams.championshipId, championshipId), eq(teams.status, 'pending')));
  return rows.map((row) => row.id);
}

/**
 * What the draw would do now, for its confirmation: the teams it releases (an unpaid share), the teams it draws, and
 * its refusal if it would refuse (a stage that forbids it, a payment awaiting the organizer, too few teams left).
 * Read only, in one transaction so every read sees the same moment.
 */
export async function previewDraw(deps: AppDeps, championshipId: string, organizerId: string): Promise<DrawPreview> {
  return deps.db.transaction(async (tx) => {
    const championship = await ownedChampionship(tx, championshipId, organizerId);
    const stage = await stageIn(tx, championship, nowOf(deps));
    const holders = await tx
      .select({ id: teams.id, status: teams.status })
      .from(teams)
      .where(and(eq(teams.championshipId, championship.id), isNotNull(teams.slot)))
      .orderBy(asc(teams.slot));
    const unpaid = new Set(await unpaidTeams(tx, championship.id));
    const members = await membersOfTeams(tx, holders.map((team) => team.id));
    const name = (teamId: string) => teamNameOf(members.filter((member) => member.teamId === teamId).map((member) => member.nickname));
    const preview = drawPreview(holders.map((team) => ({ id: team.id, name: name(team.id), confirmed: team.status === 'confirmed', unpaid: unpaid.has(team.id) })));
    if (stage === 'finalizado' || stage === 'cancelado') return { ...preview, refusal: stage === 'cancelado' ? messages.championshipCancelled : messages.alreadyFinished };
    if (championship.knockoutBracket) return { ...preview, refusal: messages.knockoutAlreadyPublished };
    if (await hasUndecidedShare(tx, championship.id)) return { ...preview, refusal: messages.sharesAwaitingDecision };
    return preview;
  });
}

/** No new team from now on; the teams already in stay (closing is allowed until the draw, which closes anyway). */
export async function closeSignups(deps: AppDeps, championshipId: string, organizerId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await ownedChampionship(tx, championshipId, organizerId, true);
    const stage = await stageIn(tx, locked, nowOf(deps));
    if (!teamsMayChange(stage)) throw teamsFixedRefusal(stage, messages.closeSignupsAfterDraw);
    await tx.update(championships).set({ signupsClosed: true }).where(eq(championships.id, locked.id));
  });
}

/**
 * The pool draw fixes who plays. Refused once cancelled or finished, after the knockout or a played pool game, and
 * while a reported payment awaits the organizer's decision; then every team with an unpaid share is released, the
 * confirmed teams holding a slot are drawn (drawableTeams) and their games written. Teams still waiting for a partner
 * are left out: their invitations expire, the teams are undone and their athletes told (invitation_lapsed), so no
 * share is ever owed for them. Sign-ups close with the draw.
 */
export async function drawPools(deps: AppDeps, championshipId: string, organizerId: string, input: DrawInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await ownedChampionship(tx, championshipId, organizerId, true);
    const now = nowOf(deps);
    const stage = await stageIn(tx, locked, now);
    if (stage === 'finalizado' || stage === 'cancelado') throw teamsFixedRefusal(stage, messages.alreadyFinished);
    if (locked.knockoutBracket) throw new HttpError(409, messages.knockoutAlreadyPublished);
    const [played] = await tx
      .select({ value: count() })
      .from(games)
      .where(and(eq(games.championshipId, locked.id), eq(games.status, 'finalizado')));
    if ((played?.value ?? 0) > 0) throw new HttpError(409, messages.poolsAlreadyPlayed);
    // Who plays is who paid: a reported payment is decided first, then every team with an unpaid share is released
    // (the list does not move: the draw fixes the teams).
    if (await hasUndecidedShare(tx, locked.id)) throw new HttpError(422, messages.sharesAwaitingDecision);
    const unpaid = await unpaidTeams(tx, locked.id);
    await lockTeams(tx, unpaid);
    await lockSharesOfTeams(tx, unpaid);
    for (const teamId of unpaid) await releaseUnpaidTeam(tx, deps, locked, teamId, now, { atDraw: true });
    const drawable = await drawableTeams(tx, locked.id);
    if (drawable.length < MIN_TEAMS_TO_DRAW) throw new HttpError(422, tooFewAfterRelease(drawable.length, unpaid.length));
    let pools: string[][];
    if (input.mode === 'snake') {
      const drawn = snakePools(drawable, input.poolSize);
      if (!drawn.ok) throw new HttpError(422, drawn.message);
      pools = drawn.pools;
    } else {
      const checked = checkManualPools(input.pools, drawable.map((team) => team.id));
      if (!checked.ok) throw new HttpError(422, checked.message);
      pools = input.pools;
    }
    // A new draw replaces one whose games were not played yet.
    await tx.delete(games).where(eq(games.championshipId, locked.id));
    await tx.update(teams).set({ groupLabel: null, seed: null }).where(eq(teams.championshipId, locked.id));
    // Every drawn team's seed as it stands now, kept: the tie-breaks read it, never the members' live points.
    const seeds = bySeed(drawable).map((team, index) => ({ id: team.id, seed: index + 1 }));
    await tx.execute(sql`UPDATE ${teams} SET seed = data.seed
      FROM jsonb_to_recordset(${JSON.stringify(seeds)}::jsonb) AS data(id uuid, seed int) WHERE ${teams.id} = data.id`);
    for (const [index, teamIds] of pools.entries()) {
      await tx.update(teams).set({ groupLabel: poolLabel(index) }).where(and(eq(teams.championshipId, locked.id), inArray(teams.id, teamIds)));
    }
    const schedule = { startsAt: new Date(input.startsAt), courts: input.courts, minutesPerGame: input.minutesPerGame };
    const planned = scheduleGames(poolGames(pools.map((teamIds, index) => ({ label: poolLabel(index), teamIds }))), schedule);
    const positions = queuePositions(planned);
    await tx.insert(games).values(
      planned.map((game, index) => ({
        championshipId: locked.id,
        phase: GAME_PHASE_POOLS,
        groupLabel: game.group,
        teamAId: game.teamAId,
        teamBId: game.teamBId,
        status: 'agendado' as const,
        court: game.court,
        scheduledAt: game.scheduledAt,
        queuePosition: positions[index],
      })),
    );
    // The draw fixes who plays: sign-ups close with it, in this transaction.
    await tx
      .update(championships)
      .set({ courts: input.courts, minutesPerGame: input.minutesPerGame, signupsClosed: true })
      .where(eq(championships.id, locked.id));
    const params = { championshipId: locked.id, championshipTitle: locked.title };
    // Left out: a team still waiting for a partner. Its members are read before the team is undone.
    const leftOut = await pendingTeams(tx, locked.id);
    const leftOutPlayers = (await membersOfTeams(tx, leftOut)).map((member) => member.playerId);
    await freeTeams(tx, leftOut);
    await notify(tx, deps, { userIds: leftOutPlayers, kind: 'invitation_lapsed', params });
    // Nobody looks for a partner in a championship whose teams are fixed.
    await closePostsOfChampionship(tx, locked.id, now);
    await notify(tx, deps, { userIds: await drawnPlayers(tx, locked.id), kind: 'games_published', params: { ...params, phase: 'pools' } });
    await publishLive(tx, locked.id, ['championship', 'games', 'day']);
  });
}

/**
 * Cancels anything not finished or already cancelled (finish.ts records it and releases the shares), with the reason
 * the athletes read. Every athlete of a team, invited ones included, is told (championship_cancelled); then every
 * pending invitation expires and the teams waiting for a partner are undone, so a late "yes" confirms nothing.
 */
export async function cancelChampionship(deps: AppDeps, championshipId: string, organizerId: string, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked: ChampionshipRow = await ownedChampionship(tx, championshipId, organizerId, true);
    const now = nowOf(deps);
    // Its teams before their shares, which the cancellation releases, and before the pending ones are undone.
    await lockTeams(tx, (await tx.select({ id: teams.id }).from(teams).where(eq(teams.championshipId, locked.id))).map((team) => team.id));
    await recordCancellation(tx, locked, reason, now);
    await notify(tx, deps, {
      userIds: await championshipPlayers(tx, locked.id),
      kind: 'championship_cancelled',
      params: { championshipId: locked.id, championshipTitle: locked.title, reason },
    });
    await freeTeams(tx, await pendingTeams(tx, locked.id));
    await closePostsOfChampionship(tx, locked.id, now);
    await publishLive(tx, locked.id, ['championship', 'games', 'day']);
  });
}
