/**
 * A share's states: `pendente` owes; `informado` the athlete says it is paid (keeps the slot); `pago` the organizer
 * confirmed it; on a withdrawal, cancel or release `pago`/`informado` become `reembolso_pendente` and `pendente`
 * becomes `expirado`; `reembolsado` once the organizer has returned the money.
 */
export const PAYMENT_STATUSES = ['pendente', 'informado', 'pago', 'expirado', 'reembolso_pendente', 'reembolsado'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
