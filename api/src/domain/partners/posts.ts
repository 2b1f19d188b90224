import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fitsWell, partnerFit } from '@areia/shared/core/rules/partner-fit';
import type { partnerPostBodySchema } from '@areia/shared/core/schemas/partner';
import { championships, partnerPosts, users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import type { Tx } from '../../platform/db/tx';
import { lockChampionship, type ChampionshipRow } from '../../platform/db/locks';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { notify } from '../notifications/notify';
import { signUp } from '../roster/sign-up';
import { sweepAndPromote } from '../roster/waitlist';
import { athleteColumns, athleteRow, fitAthlete, postRefusal, type AthleteRow } from './athletes';
import { inTeamSql } from './closing';
import { partnerSummary, type PartnerSummaryView } from './reads';

type PostBody = z.output<typeof partnerPostBodySchema>;

/**
 * "Procuro dupla": the caller says they are looking for a partner in a championship, with an optional note and city.
 * Under the championship's row lock, after expired teams gave their slots back (as a sign-up does), the core rules
 * decide (postRefusal). One post per athlete per championship (partner_posts_championship_user_key): a closed one is
 * opened again, an open one refuses the second (409), also when two requests race. Whoever else is looking and whom
 * this athlete fits well (fitsWell) is told once by an aviso (notified_at), in this transaction.
 */
export async function postLooking(deps: AppDeps, championshipId: string, callerId: string, body: PostBody): Promise<PartnerSummaryView> {
  if (!isUuid(championshipId)) throw new HttpError(404, messages.championshipNotFound);
  const outcome = await deps.db.transaction(async (tx): Promise<HttpError | undefined> => {
    const locked = await lockChampionship(tx, championshipId);
    if (!locked) return new HttpError(404, messages.championshipNotFound);
    const now = nowOf(deps);
    await sweepAndPromote(tx, deps, locked, now);
    const me = await athleteRow(tx, callerId);
    if (!me) return new HttpError(404, messages.championshipNotFound);
    const refusal = await postRefusal(tx, locked, me, now);
    if (refusal) return refusal;
    const values = { note: body.note ?? null, city: body.city ?? null, createdAt: now, closedAt: null };
    const [written] = await tx
      .insert(partnerPosts)
      .values({ championshipId: locked.id, userId: callerId, ...values })
      .onConflictDoUpdate({
        target: [partnerPosts.championshipId, partnerPosts.userId],
        set: values,
        setWhere: isNotNull(partnerPosts.closedAt),
      })
      .returning({ id: partnerPosts.id });
    if (!written) return new HttpError(409, messages.partnerAlreadyLooking);
    await tellWhomItFits(tx, deps, locked, me, body.city ?? null, now);
    return undefined;
  });
  if (outcome) throw outcome;
  return partnerSummary(deps, championshipId, callerId);
}

/** The athletes already looking in the championship, not yet told, whom the new post fits well: told once. */
async function tellWhomItFits(tx: Tx, deps: AppDeps, championship: ChampionshipRow, poster: AthleteRow, city: string | null, now: Date) {
  const waiting = await tx
    .select({ postId: partnerPosts.id, city: partnerPosts.city, athlete: athleteColumns })
    .from(partnerPosts)
    .innerJoin(users, eq(users.id, partnerPosts.userId))
    .where(
      and(
        eq(partnerPosts.championshipId, championship.id),
        isNull(partnerPosts.closedAt),
        isNull(partnerPosts.notifiedAt),
        ne(partnerPosts.userId, poster.id),
        sql`NOT ${inTeamSql(partnerPosts.championshipId, partnerPosts.userId, now)}`,
      ),
    );
  const candidate = fitAthlete(poster, city, now);
  const told = waiting.filter((row) =>
    fitsWell(partnerFit({ viewer: fitAthlete(row.athlete, row.city, now), candidate, candidateEligible: true, category: championship.category })),
  );
  if (told.length === 0) return;
  for (const row of told) await tx.update(partnerPosts).set({ notifiedAt: now }).where(eq(partnerPosts.id, row.postId));
  await notify(tx, deps, {
    userIds: told.map((row) => row.athlete.id),
    kind: 'partner_found',
    params: { championshipId: championship.id, championshipTitle: championship.title, nickname: poster.nickname },
  });
}

/** The caller stops looking (their open post closes); 404 when they have none open. Returns the championship's summary. */
export async function withdrawLooking(deps: AppDeps, championshipId: string, callerId: string): Promise<PartnerSummaryView> {
  if (!isUuid(championshipId)) throw new HttpError(404, messages.partnerNoPost);
  const closed = await deps.db
    .update(partnerPosts)
    .set({ closedAt: nowOf(deps) })
    .where(and(eq(partnerPosts.championshipId, championshipId), eq(partnerPosts.userId, callerId), isNull(partnerPosts.closedAt)))
    .returning({ id: partnerPosts.id });
  if (closed.length === 0) throw new HttpError(404, messages.partnerNoPost);
  return partnerSummary(deps, championshipId, callerId);
}

/**
 * One tap on a card: the usual team invitation (domain/roster/sign-up.ts: consent, 48 h, the slot held), to an athlete
 * whose post is open and who is not in a team. The sign-up decides everything else, under its own lock.
 */
export async function inviteLooking(deps: AppDeps, championshipId: string, callerId: string, playerId: string): Promise<{ teamId: string }> {
  if (!isUuid(championshipId)) throw new HttpError(404, messages.championshipNotFound);
  if (!isUuid(playerId)) throw new HttpError(404, messages.partnerNotLooking);
  if (playerId === callerId) throw new HttpError(422, messages.partnerInviteSelf);
  const [championship] = await deps.db.select().from(championships).where(eq(championships.id, championshipId));
  if (!championship) throw new HttpError(404, messages.championshipNotFound);
  const now = nowOf(deps);
  const [post] = await deps.db
    .select({ id: partnerPosts.id })
    .from(partnerPosts)
    .where(
      and(
        eq(partnerPosts.championshipId, championshipId),
        eq(partnerPosts.userId, playerId),
        isNull(partnerPosts.closedAt),
        sql`NOT ${inTeamSql(partnerPosts.championshipId, partnerPosts.userId, now)}`,
      ),
    );
  if (!post) throw new HttpError(404, messages.partnerNotLooking);
  const body = { championship_id: championshipId, team_members: [{ player_id: callerId }, { player_id: playerId }] };
  const { teamId } = await signUp(deps, championship, callerId, body, false);
  return { teamId };
}
