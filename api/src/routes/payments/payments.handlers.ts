import type { RouteHandler } from '@hono/zod-openapi';
import { teamNameOf } from '@areia/shared/core/rules/team-name';
import type { Context } from 'hono';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrganizerPayment, Payment } from '@areia/shared/core/schemas/payment';
import { championships, organizerPix, payments, teamMembers, teams, users } from '../../platform/db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { uploadedImage } from '../../platform/media/avatar';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { mediaStoreOf } from '../../platform/media/media-store';
import { messages } from '../../platform/http/messages';
import { answerBoundedPage } from '../../platform/http/paging';
import type { PaymentRow } from '../../domain/payments/shares';
import { organizerPixOf, saveOrganizerPix } from '../../domain/payments/pix';
import { informPaid, stepShare, type ShareStep } from '../../domain/payments/steps';
import { dueShares } from '../../domain/payments/due';
import { staticPixProvider } from '../../domain/payments/static-pix';
import { findChampionship } from '../../domain/championship/data';
import { ownedChampionship, requireOrganizerAccount } from '../../domain/championship/organizer';
import type {
  confirmPaymentRoute,
  getDueSharesRoute,
  getMyPaymentRoute,
  getMyReceiptRoute,
  getOrganizerPixRoute,
  getReceiptRoute,
  informPaymentRoute,
  listPaymentsRoute,
  putOrganizerPixRoute,
  refundedPaymentRoute,
  undoPaymentRoute,
} from './payments.routes';

export function paymentHandlers(deps: AppDeps) {
  const provider = deps.paymentProvider ?? staticPixProvider;

  const getPix: RouteHandler<typeof getOrganizerPixRoute, AppEnv> = async (c) => {
    await requireOrganizerAccount(deps, c.var.auth.id);
    return c.json(await organizerPixOf(deps, c.var.auth.id), 200);
  };

  const putPix: RouteHandler<typeof putOrganizerPixRoute, AppEnv> = async (c) => {
    const input = c.req.valid('json');
    await requireOrganizerAccount(deps, c.var.auth.id);
    return c.json(await saveOrganizerPix(deps, c.var.auth.id, input), 200);
  };

  /** The caller's share: the live one if any, else the latest (so an expired or refunded one still shows). */
  async function myShare(c: Context<AppEnv>, modalityId: string, championshipId: string): Promise<{ share: PaymentRow; organizerId: string | null }> {
    const championship = await findChampionship(deps, modalityId, championshipId);
    const [share] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.championshipId, championship.id), eq(payments.userId, c.var.auth.id)))
      .orderBy(sql`${payments.status} IN ('pendente', 'informado', 'pago') DESC`, desc(payments.createdAt))
      .limit(1);
    if (!share) throw new HttpError(404, messages.noShareHere);
    return { share, organizerId: championship.organizerId };
  }

  async function presentShare(share: PaymentRow, organizerId: string | null): Promise<Payment> {
    const [receiver] = organizerId ? await deps.db.select().from(organizerPix).where(eq(organizerPix.userId, organizerId)) : [];
    const charge = await provider.createCharge(share, receiver ?? null);
    return {
      id: share.id,
      amount_cents: share.amountCents,
      status: share.status,
      brcode: charge.brcode,
      deadline: share.deadline.toISOString(),
      txid: share.txid,
      receiver_name: charge.receiverName,
      has_receipt: share.receiptPath !== null,
    };
  }

  const getMine: RouteHandler<typeof getMyPaymentRoute, AppEnv> = async (c) => {
    const { modalityId, championshipId } = c.req.valid('param');
    const { share, organizerId } = await myShare(c, modalityId, championshipId);
    return c.json(await presentShare(share, organizerId), 200);
  };

  const due: RouteHandler<typeof getDueSharesRoute, AppEnv> = async (c) => {
    const rows = await dueShares(deps, c.var.auth.id);
    return c.json(
      rows.map((row) => ({ id: row.id, championship_id: row.championshipId, championship_title: row.championshipTitle, amount_cents: row.amountCents, deadline: row.deadline.toISOString() })),
      200,
    );
  };

  const informed: RouteHandler<typeof informPaymentRoute, AppEnv> = async (c) => {
    const { modalityId, championshipId } = c.req.valid('param');
    const { share, organizerId } = await myShare(c, modalityId, championshipId);
    const hasFile = /multipart\/form-data/i.test(c.req.header('content-type') ?? '') && (await c.req.parseBody().catch(() => ({})) as Record<string, unknown>)['receipt'] !== undefined;
    const image = hasFile ? await uploadedImage(c, 'receipt', { missing: messages.invalidImage, invalid: messages.invalidImage }) : null;
    const row = await informPaid(deps, share.id, image);
    return c.json(await presentShare(row, organizerId), 200);
  };

  async function sendReceipt(c: Context<AppEnv>, name: string | null) {
    const stored = name ? await mediaStoreOf(deps).get(name) : null;
    if (!stored) throw new HttpError(404, messages.receiptNotFound);
    c.header('Content-Type', stored.contentType);
    // Private to two people: never kept by a shared cache or the browser's disk.
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(stored.bytes, 200);
  }

  const myReceipt: RouteHandler<typeof getMyReceiptRoute, AppEnv> = async (c) => {
    const { modalityId, championshipId } = c.req.valid('param');
    const { share } = await myShare(c, modalityId, championshipId);
    return sendReceipt(c, share.receiptPath) as never;
  };

  /** The share, when it exists (404) and the caller organizes its championship (403). */
  async function ownedShare(c: Context<AppEnv>, paymentId: string): Promise<PaymentRow> {
    if (!isUuid(paymentId)) throw new HttpError(404, messages.paymentNotFound);
    const [found] = await deps.db
      .select({ share: payments, organizerId: championships.organizerId })
      .from(payments)
      .innerJoin(championships, eq(championships.id, payments.championshipId))
      .where(eq(payments.id, paymentId));
    if (!found) throw new HttpError(404, messages.paymentNotFound);
    if (found.organizerId !== c.var.auth.id) throw new HttpError(403, messages.notTheOrganizer);
    return found.share;
  }

  async function organizerRows(shares: PaymentRow[]): Promise<OrganizerPayment[]> {
    if (shares.length === 0) return [];
    const teamIds = [...new Set(shares.flatMap((share) => (share.teamId ? [share.teamId] : [])))];
    const [people, members] = await Promise.all([
      deps.db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, [...new Set(shares.map((share) => share.userId))])),
      teamIds.length === 0
        ? Promise.resolve([])
        : deps.db
            .select({ teamId: teamMembers.teamId, nickname: users.nickname })
            .from(teamMembers)
            .innerJoin(users, eq(users.id, teamMembers.playerId))
            .where(inArray(teamMembers.teamId, teamIds))
            .orderBy(asc(teamMembers.position)),
    ]);
    const nickname = new Map(people.map((person) => [person.id, person.nickname ?? '']));
    const teamName = (teamId: string) => teamNameOf(members.filter((member) => member.teamId === teamId).map((member) => member.nickname));
    return shares.map((share) => ({
      id: share.id,
      teamId: share.teamId,
      team: share.teamId ? teamName(share.teamId) : null,
      playerId: share.userId,
      nickname: nickname.get(share.userId) ?? '',
      amountCents: share.amountCents,
      status: share.status,
      txid: share.txid,
      deadline: share.deadline.toISOString(),
      createdAt: share.createdAt.toISOString(),
      informedAt: share.informedAt?.toISOString() ?? null,
      paidAt: share.paidAt?.toISOString() ?? null,
      refundedAt: share.refundedAt?.toISOString() ?? null,
      hasReceipt: share.receiptPath !== null,
    }));
  }

  /**
   * Every share of the championship, by team slot and member position, then those whose team was withdrawn. A
   * championship holds at most 64 teams of 6, so the rows are read at once and answered in bounded pages.
   */
  const list: RouteHandler<typeof listPaymentsRoute, AppEnv> = async (c) => {
    const championship = await ownedChampionship(deps.db, c.req.valid('param').id, c.var.auth.id);
    const rows = await deps.db
      .select({ share: payments })
      .from(payments)
      .leftJoin(teams, eq(teams.id, payments.teamId))
      .leftJoin(teamMembers, and(eq(teamMembers.teamId, payments.teamId), eq(teamMembers.playerId, payments.userId)))
      .where(eq(payments.championshipId, championship.id))
      .orderBy(sql`${teams.slot} ASC NULLS LAST`, asc(teamMembers.position), asc(payments.createdAt), asc(payments.id));
    return answerBoundedPage(c, c.req.valid('query'), rows, (row) => row.share.id, (page) => organizerRows(page.map((row) => row.share)));
  };

  const stepBy = (step: ShareStep) => async (c: Context<AppEnv>, paymentId: string) => {
    const share = await ownedShare(c, paymentId);
    const [presented] = await organizerRows([await stepShare(deps, share.id, step)]);
    return c.json(presented!, 200);
  };
  const confirm: RouteHandler<typeof confirmPaymentRoute, AppEnv> = (c) => stepBy('confirm')(c, c.req.valid('param').paymentId) as never;
  const undo: RouteHandler<typeof undoPaymentRoute, AppEnv> = (c) => stepBy('undo')(c, c.req.valid('param').paymentId) as never;
  const refunded: RouteHandler<typeof refundedPaymentRoute, AppEnv> = (c) => stepBy('refund')(c, c.req.valid('param').paymentId) as never;

  const receipt: RouteHandler<typeof getReceiptRoute, AppEnv> = async (c) => {
    const share = await ownedShare(c, c.req.valid('param').paymentId);
    return sendReceipt(c, share.receiptPath) as never;
  };

  return { getPix, putPix, getMine, due, informed, myReceipt, list, confirm, undo, refunded, receipt };
}
