import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { hasError, parsePix, type PixStaticObject } from 'pix-utils';
import { z } from 'zod';
import { organizerPaymentSchema, organizerPixSchema, paymentSchema } from '@areia/shared/core/schemas/payment';
import { championships, mediaFiles, notifications, organizerPix, payments, users } from '../../platform/db/schema';
import { VOLEI, call, createChampionship, createTestContext, createUsers, type TestContext, type TestPlayer } from '../../test/context';

let ctx: TestContext;
let organizer: TestPlayer;
let otherOrganizer: TestPlayer;
const base = `/api/championships/${VOLEI}`;
const member = (id: string) => ({ player_id: id, nickname: 'x', avatar_url: null, rating: 0, whatsapp: null });
const PIX = { key: '+55 (21) 98888-7777', name: 'Organização Areia', city: 'Niterói' };

beforeAll(async () => {
  ctx = await createTestContext();
  [organizer, otherOrganizer] = (await createUsers(ctx.deps, 2)) as [TestPlayer, TestPlayer];
  for (const user of [organizer, otherOrganizer]) await ctx.deps.db.update(users).set({ isOrganizer: true }).where(eq(users.id, user.id));
});
afterAll(async () => {
  await ctx.close();
});

/** A priced championship of `organizer` with a team of a and b, confirmed the way the app confirms teams. */
async function paidSignUp(priceCents = 5000, paymentHours?: number) {
  const championship = await createChampionship(ctx.deps, { organizerId: organizer.id, priceCents });
  if (paymentHours !== undefined) await ctx.deps.db.update(championships).set({ paymentHours }).where(eq(championships.id, championship.id));
  const [a, b] = (await createUsers(ctx.deps, 2)) as [TestPlayer, TestPlayer];
  const created = await call(ctx.app, 'POST', `${base}/${championship.id}/teams`, {
    token: a.token,
    json: { championship_id: championship.id, team_members: [member(a.id), member(b.id)] },
  });
  const [invitation] = (await call(ctx.app, 'GET', '/api/invitations', { token: b.token })).body as { id: string }[];
  await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: b.token });
  return { championship, a, b, teamId: created.body.id as string };
}

const myPayment = async (championshipId: string, user: TestPlayer) => call(ctx.app, 'GET', `${base}/${championshipId}/payment`, { token: user.token });
const listPayments = async (championshipId: string, user = organizer) =>
  call(ctx.app, 'GET', `/api/organizer/championships/${championshipId}/payments`, { token: user.token });

describe('the organizer’s PIX details', () => {
  it('saves the key, name and city in the form the code carries and answers them back', async () => {
    expect((await call(ctx.app, 'GET', '/api/organizer/pix', { token: organizer.token })).status).toBe(404);
    const saved = await call(ctx.app, 'PUT', '/api/organizer/pix', { token: organizer.token, json: PIX });
    expect(saved.status).toBe(200);
    expect(organizerPixSchema.parse(saved.body)).toEqual({ key: '+5521988887777', keyType: 'telefone', name: 'ORGANIZACAO AREIA', city: 'NITEROI' });
    expect((await call(ctx.app, 'GET', '/api/organizer/pix', { token: organizer.token })).body).toEqual(saved.body);
  });

  it('takes a name the code carries in 25 characters though typed in more (26 with its marks)', async () => {
    const [other] = await createUsers(ctx.deps, 1);
    await ctx.deps.db.update(users).set({ isOrganizer: true }).where(eq(users.id, other!.id));
    const saved = await call(ctx.app, 'PUT', '/api/organizer/pix', { token: other!.token, json: { ...PIX, name: 'Arena Beach Club Ipanema!!', city: '  São  Gonçalo ' } });
    expect(saved).toMatchObject({ status: 200, body: { name: 'ARENA BEACH CLUB IPANEMA', city: 'SAO GONCALO' } });
  });

  it('refuses a bad key, a long name or city with a pt-BR reason and changes nothing', async () => {
    const before = await ctx.deps.db.select().from(organizerPix).where(eq(organizerPix.userId, organizer.id));
    const cases: [object, string][] = [
      [{ ...PIX, key: '123.456.789-00' }, 'CPF inválido: confira os dígitos'],
      [{ ...PIX, key: '11.222.333/0001-82' }, 'CNPJ inválido: confira os dígitos'],
      [{ ...PIX, key: '21988887777x' }, 'Chave PIX inválida: use CPF, CNPJ, e-mail, celular com +55 ou chave aleatória'],
      [{ ...PIX, key: '+1 555 0100' }, 'Celular inválido: use +55, o DDD e o número (ex.: +55 21 99999-0000)'],
      [{ ...PIX, name: 'Associação Niteroiense de Vôlei de Praia' }, 'O nome deve ter no máximo 25 letras (sem acentos, como no código PIX)'],
      [{ ...PIX, city: 'Santo Antônio de Pádua' }, 'A cidade deve ter no máximo 15 letras (sem acentos, como no código PIX)'],
    ];
    for (const [json, message] of cases) {
      const response = await call(ctx.app, 'PUT', '/api/organizer/pix', { token: organizer.token, json });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    }
    expect(await ctx.deps.db.select().from(organizerPix).where(eq(organizerPix.userId, organizer.id))).toEqual(before);
    const [athlete] = await createUsers(ctx.deps, 1);
    expect((await call(ctx.app, 'PUT', '/api/organizer/pix', { token: athlete!.token, json: PIX })).status).toBe(403);
  });
});

describe('the athlete’s share', () => {
  it('is due within the championship’s hours to pay', async () => {
    const before = Date.now();
    const { championship, a } = await paidSignUp(5000, 6);
    const deadline = Date.parse(paymentSchema.parse((await myPayment(championship.id, a)).body).deadline);
    expect(deadline).toBeGreaterThanOrEqual(before + 6 * 3600 * 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 6 * 3600 * 1000);
  });

  it('answers the amount, status, a BR Code another reader accepts, and the deadline; 404 when nothing is owed', async () => {
    await call(ctx.app, 'PUT', '/api/organizer/pix', { token: organizer.token, json: PIX });
    const { championship, a } = await paidSignUp(5000);
    const response = await myPayment(championship.id, a);
    expect(response.status).toBe(200);
    const share = paymentSchema.parse(response.body);
    expect(share).toMatchObject({ amount_cents: 5000, status: 'pendente', receiver_name: 'ORGANIZACAO AREIA', has_receipt: false });
    const parsed = parsePix(share.brcode!);
    expect(hasError(parsed)).toBe(false);
    expect(parsed as PixStaticObject).toMatchObject({ pixKey: '+5521988887777', transactionAmount: 50, txid: share.txid, merchantCity: 'NITEROI' });
    expect(Date.parse(share.deadline) - Date.now()).toBeGreaterThan(47 * 3600 * 1000);

    const [stranger] = await createUsers(ctx.deps, 1);
    expect(await myPayment(championship.id, stranger!)).toMatchObject({ status: 404, body: { message: 'Você não tem pagamento neste campeonato' } });
    const free = await paidSignUp(0);
    expect((await myPayment(free.championship.id, free.a)).status).toBe(404);
  });

  it('"Já paguei" with a receipt: informado, the image re-encoded and shown only to the athlete and the organizer', async () => {
    const { championship, a, b } = await paidSignUp();
    const png = await sharp({ create: { width: 1800, height: 2400, channels: 3, background: '#0ea5e9' } }).png().toBuffer();
    const form = new FormData();
    form.append('receipt', new File([png], 'comprovante.png', { type: 'image/png' }));
    const informed = await call(ctx.app, 'POST', `${base}/${championship.id}/payment/informed`, { token: a.token, body: form });
    expect(informed.status).toBe(200);
    expect(informed.body).toMatchObject({ status: 'informado', has_receipt: true });

    const mine = await ctx.app.request(`${base}/${championship.id}/payment/receipt`, { headers: { authorization: `Bearer ${a.token}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/webp');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const meta = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect([meta.format, Math.max(meta.width!, meta.height!)]).toEqual(['webp', 1024]);

    const rows = z.array(organizerPaymentSchema).parse((await listPayments(championship.id)).body);
    const row = rows.find((item) => item.playerId === a.id)!;
    expect(row).toMatchObject({ status: 'informado', hasReceipt: true });
    const forOrganizer = await ctx.app.request(`/api/organizer/payments/${row.id}/receipt`, { headers: { authorization: `Bearer ${organizer.token}` } });
    expect(forOrganizer.status).toBe(200);
    // Nobody else: not the partner, not another organizer, not the public media routes.
    expect((await call(ctx.app, 'GET', `${base}/${championship.id}/payment/receipt`, { token: b.token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', `/api/organizer/payments/${row.id}/receipt`, { token: otherOrganizer.token })).status).toBe(403);
    const [stored] = await ctx.deps.db.select({ name: payments.receiptPath }).from(payments).where(eq(payments.id, row.id));
    expect(stored!.name).toMatch(/^receipt-/);
    expect((await ctx.app.request(`/media/avatars/${stored!.name}`)).status).toBe(404);
  });

  it('"Já paguei" without a receipt, and a bad file is refused without a change', async () => {
    const { championship, a, b } = await paidSignUp();
    const files = (await ctx.deps.db.select({ value: count() }).from(mediaFiles))[0]!.value;
    const form = new FormData();
    form.append('receipt', new File([new TextEncoder().encode('não é imagem')], 'x.png', { type: 'image/png' }));
    const refused = await call(ctx.app, 'POST', `${base}/${championship.id}/payment/informed`, { token: b.token, body: form });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Arquivo de imagem inválido' } });
    expect((await myPayment(championship.id, b)).body.status).toBe('pendente');
    expect((await ctx.deps.db.select({ value: count() }).from(mediaFiles))[0]!.value).toBe(files);

    const plain = await call(ctx.app, 'POST', `${base}/${championship.id}/payment/informed`, { token: a.token });
    expect(plain).toMatchObject({ status: 200, body: { status: 'informado', has_receipt: false } });
  });
});

describe('the organizer’s payments screen and actions', () => {
  it('one camelCase row per share; confirm is idempotent; undo and refunded follow the states', async () => {
    const { championship, a, b, teamId } = await paidSignUp();
    const listed = await listPayments(championship.id);
    expect(listed.status).toBe(200);
    const rows = z.array(organizerPaymentSchema).parse(listed.body);
    expect(rows.map((row) => [row.playerId, row.team, row.amountCents, row.status])).toEqual([
      [a.id, `${a.nickname} / ${b.nickname}`, 5000, 'pendente'],
      [b.id, `${a.nickname} / ${b.nickname}`, 5000, 'pendente'],
    ]);
    expect(rows[0]!.teamId).toBe(teamId);

    const first = rows[0]!.id;
    const confirm = () => call(ctx.app, 'POST', `/api/organizer/payments/${first}/confirm`, { token: organizer.token });
    const once = await confirm();
    expect(once).toMatchObject({ status: 200, body: { status: 'pago' } });
    const twice = await confirm();
    expect(twice).toMatchObject({ status: 200, body: { status: 'pago', paidAt: once.body.paidAt } });
    expect((await myPayment(championship.id, a)).body.status).toBe('pago');
    // The athlete is told once, linked to the championship; a second confirm tells nobody again.
    const told = await ctx.deps.db.select().from(notifications).where(and(eq(notifications.userId, a.id), eq(notifications.kind, 'payment_confirmed')));
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ championshipId: championship.id, championshipTitle: championship.title, amountCents: 5000 });
    const avisos = (await call(ctx.app, 'GET', '/api/notifications', { token: a.token })).body as { kind: string; text: string }[];
    expect(avisos.find((item) => item.kind === 'payment_confirmed')!.text).toContain('R$ 50,00');

    expect(await call(ctx.app, 'POST', `/api/organizer/payments/${first}/undo`, { token: organizer.token })).toMatchObject({ status: 200, body: { status: 'pendente', paidAt: null } });
    expect(await call(ctx.app, 'POST', `/api/organizer/payments/${first}/refunded`, { token: organizer.token })).toMatchObject({
      status: 409,
      body: { message: 'Só um pagamento a devolver pode ser marcado como devolvido.' },
    });

    // A paid member withdraws with the team: the share stays, owed back, until the refund is marked; the unpaid one
    // reads as withdrawn, not expired, on both sides.
    await confirm();
    expect((await call(ctx.app, 'DELETE', `${base}/${championship.id}/teams/${teamId}`, { token: a.token })).status).toBe(204);
    const after = z.array(organizerPaymentSchema).parse((await listPayments(championship.id)).body);
    // Withdrawn shares have no team position left: any order.
    expect(after.map((row) => [row.playerId, row.teamId, row.status])).toEqual(expect.arrayContaining([
      [a.id, null, 'reembolso_pendente'],
      [b.id, null, 'retirado'],
    ]));
    expect((await myPayment(championship.id, b)).body.status).toBe('retirado');
    expect(after).toHaveLength(2);
    expect(await call(ctx.app, 'POST', `/api/organizer/payments/${first}/refunded`, { token: organizer.token })).toMatchObject({ status: 200, body: { status: 'reembolsado' } });
    expect((await myPayment(championship.id, a)).body.status).toBe('reembolsado');
  });

  it('a confirmed team is told what each member owes by when; the home lists the shares still due until paid or withdrawn', async () => {
    const { championship, a, b, teamId } = await paidSignUp(6000);
    const [told] = (await call(ctx.app, 'GET', '/api/notifications', { token: a.token })).body as { kind: string; text: string; link: string }[];
    expect(told).toMatchObject({ kind: 'team_confirmed', link: `/championship/${championship.id}?pagar=1` });
    expect(told!.text).toMatch(/Pague sua parte de R\$ 60,00 até \d{2}\/\d{2}\/\d{2} às \d{2}:\d{2}/);
    const [share] = z.array(organizerPaymentSchema).parse((await listPayments(championship.id)).body).filter((row) => row.playerId === a.id);
    const due = await call(ctx.app, 'GET', '/api/payments/due', { token: a.token });
    expect(due).toMatchObject({ status: 200, body: [{ id: share!.id, championship_id: championship.id, championship_title: championship.title, amount_cents: 6000, deadline: share!.deadline }] });
    // Reported paid: it waits on the organizer, not on the athlete.
    await call(ctx.app, 'POST', `${base}/${championship.id}/payment/informed`, { token: a.token });
    expect((await call(ctx.app, 'GET', '/api/payments/due', { token: a.token })).body).toEqual([]);
    expect((await call(ctx.app, 'GET', '/api/payments/due', { token: b.token })).body).toHaveLength(1);
    expect((await call(ctx.app, 'DELETE', `${base}/${championship.id}/teams/${teamId}`, { token: a.token })).status).toBe(204);
    expect((await call(ctx.app, 'GET', '/api/payments/due', { token: b.token })).body).toEqual([]);
    expect((await call(ctx.app, 'GET', '/api/payments/due')).status).toBe(401);
  });

  it('a team that withdraws with a share only reported paid ("Já paguei") owes nothing back for it: retirado', async () => {
    const { championship, a, b, teamId } = await paidSignUp();
    expect((await call(ctx.app, 'POST', `${base}/${championship.id}/payment/informed`, { token: a.token })).body.status).toBe('informado');
    const [paidRow] = z.array(organizerPaymentSchema).parse((await listPayments(championship.id)).body).filter((row) => row.playerId === b.id);
    expect((await call(ctx.app, 'POST', `/api/organizer/payments/${paidRow!.id}/confirm`, { token: organizer.token })).status).toBe(200);
    expect((await call(ctx.app, 'DELETE', `${base}/${championship.id}/teams/${teamId}`, { token: a.token })).status).toBe(204);
    expect((await myPayment(championship.id, a)).body.status).toBe('retirado');
    expect((await myPayment(championship.id, b)).body.status).toBe('reembolso_pendente');
    const refused = await call(ctx.app, 'POST', `${base}/${championship.id}/payment/informed`, { token: a.token });
    expect(refused).toMatchObject({ status: 409, body: { message: 'Esta inscrição foi retirada pelo time; não há nada a pagar.' } });
  });

  it('403 on another organizer’s championship, 404 on unknown ids, and nothing changes', async () => {
    const { championship } = await paidSignUp();
    const [row] = z.array(organizerPaymentSchema).parse((await listPayments(championship.id)).body);
    expect((await listPayments(championship.id, otherOrganizer)).status).toBe(403);
    for (const action of ['confirm', 'undo', 'refunded']) {
      const response = await call(ctx.app, 'POST', `/api/organizer/payments/${row!.id}/${action}`, { token: otherOrganizer.token });
      expect(response).toMatchObject({ status: 403, body: { message: 'Só o organizador deste campeonato pode alterá-lo' } });
    }
    const [share] = await ctx.deps.db.select().from(payments).where(eq(payments.id, row!.id));
    expect(share!.status).toBe('pendente');
    expect((await call(ctx.app, 'POST', '/api/organizer/payments/nao-existe/confirm', { token: organizer.token })).status).toBe(404);
    expect((await call(ctx.app, 'POST', '/api/organizer/payments/00000000-0000-4000-8000-000000000000/confirm', { token: organizer.token })).status).toBe(404);
  });
});

describe('the championship price', () => {
  it('refuses more than 2 decimals', async () => {
    const arena = (await call(ctx.app, 'GET', '/api/arenas')).body[0];
    const response = await call(ctx.app, 'POST', '/api/organizer/championships', {
      token: organizer.token,
      json: {
        title: 'Copa Centavos',
        category: 'Open',
        occurs: new Date(Date.now() + 9 * 86400000).toISOString(),
        arenaId: arena.id,
        maxTeams: 8,
        playersPerTeam: 2,
        price: 50.555,
        contact: '21999990000',
      },
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'O preço aceita no máximo 2 casas decimais' } });
  });
});
