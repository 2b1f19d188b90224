import { z } from 'zod';
import { parsePixKey, validatePixCity, validatePixName } from '@areia/shared/core/pix/pix-key';

/**
 * A share's states: `pendente` owes; `informado` the athlete says it is paid (keeps the slot); `pago` the organizer
 * confirmed it; on a withdrawal, cancel or release `pago` becomes `reembolso_pendente`, `informado` becomes
 * `cancelado` (no money was confirmed, so none is owed back) and `pendente` becomes `expirado`; when the team itself
 * withdrew, an unconfirmed share becomes `retirado` (nothing expired: the athletes left); `reembolsado` once the
 * organizer has returned the money (shared/src/core/rules/payment.ts).
 */
export const PAYMENT_STATUSES = ['pendente', 'informado', 'pago', 'expirado', 'cancelado', 'retirado', 'reembolso_pendente', 'reembolsado'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

const refuse = (ctx: z.RefinementCtx, path: string, message: string | undefined) => {
  if (message) ctx.addIssue({ code: 'custom', path: [path], message });
};

/** PUT /api/organizer/pix: the key by its type (CPF/CNPJ with check digits, e-mail, +55 phone, random key). */
export const organizerPixInputSchema = z
  .object({
    key: z.string({ error: 'Informe a chave PIX' }).max(120, { error: 'Chave PIX inválida' }),
    name: z.string({ error: 'Informe o nome de quem recebe' }).max(200, { error: 'O nome deve ter no máximo 25 letras (sem acentos, como no código PIX)' }),
    city: z.string({ error: 'Informe a cidade' }).max(200, { error: 'A cidade deve ter no máximo 15 letras (sem acentos, como no código PIX)' }),
  })
  .superRefine((value, ctx) => {
    const key = parsePixKey(value.key);
    refuse(ctx, 'key', key.ok ? undefined : key.reason);
    refuse(ctx, 'name', validatePixName(value.name));
    refuse(ctx, 'city', validatePixCity(value.city));
  });
export type OrganizerPixInput = z.input<typeof organizerPixInputSchema>;

export const organizerPixSchema = z.object({
  key: z.string().describe('Como vai no código: CPF/CNPJ só dígitos, e-mail em minúsculas, +55…, UUID'),
  keyType: z.enum(PIX_KEY_TYPES),
  name: z.string(),
  city: z.string(),
});
export type OrganizerPix = z.infer<typeof organizerPixSchema>;

/** The caller's share in a championship, as the championship page shows it. */
export const paymentSchema = z.object({
  id: z.string(),
  amount_cents: z.number().int().describe('Centavos'),
  status: z.enum(PAYMENT_STATUSES),
  brcode: z.string().nullable().describe('PIX copia e cola (BR Code estático); null enquanto o organizador não cadastrou a chave'),
  deadline: z.string().describe('Prazo: confirmação do time + horas para pagar, ou o início do campeonato se for antes'),
  txid: z.string().describe('Identificador do pagamento no código (1–25 letras e números)'),
  receiver_name: z.string().nullable().describe('Quem recebe, como no código'),
  has_receipt: z.boolean().describe('O atleta enviou um comprovante'),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A share the caller still owes (GET /api/payments/due): what the home's payment card says and where it leads. */
export const dueShareSchema = z.object({
  id: z.string(),
  championship_id: z.string(),
  championship_title: z.string(),
  amount_cents: z.number().int().describe('Centavos'),
  deadline: z.string().describe('Prazo para pagar; sem pagamento, o time perde a vaga'),
});
export type DueShare = z.infer<typeof dueShareSchema>;

/** One share on the organizer's payments screen (camelCase, like the organizer's other answers). */
export const organizerPaymentSchema = z.object({
  id: z.string(),
  teamId: z.string().nullable().describe('null quando o time foi retirado'),
  team: z.string().nullable().describe('Apelidos dos membros do time; null quando o time foi retirado'),
  playerId: z.string(),
  nickname: z.string(),
  amountCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  txid: z.string(),
  deadline: z.string(),
  createdAt: z.string(),
  informedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  hasReceipt: z.boolean(),
});
export type OrganizerPayment = z.infer<typeof organizerPaymentSchema>;
