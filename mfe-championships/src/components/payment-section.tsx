import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { PAY_PARAM } from '@areia/shared/core/rules/notices';
import { PAYMENT_STATUS_LABELS, formatCents, payBy } from '@areia/shared/core/rules/payment';
import type { Payment, PaymentStatus } from '@areia/shared/core/schemas/payment';
import { isNetworkError } from '@areia/shared/web/api/client';
import { paymentQueries } from '@areia/shared/web/api/payments';
import { Button } from '@areia/shared/web/ui/button';
import { Card } from '@areia/shared/web/ui/card';
import { ErrorState } from '@areia/shared/web/ui/states';
import { messages } from '../messages';
import { PaymentSheet } from './payment-sheet';
import detail from './championship-detail.module.css';
import styles from './payment.module.css';

const HINTS: Partial<Record<PaymentStatus, string>> = {
  informado: messages.paymentInformedHint,
  pago: messages.paymentPaidHint,
  expirado: messages.paymentExpiredHint,
  cancelado: messages.paymentCancelledHint,
  retirado: messages.paymentWithdrawnHint,
  reembolso_pendente: messages.paymentRefundHint,
  reembolsado: messages.paymentRefundedHint,
};

/**
 * The caller's share, when they owe one here: its state, and the way to pay it. Nothing at all when they owe nothing.
 * `cancelled`: the championship was called off, which is why an unconfirmed share reads "Cancelado".
 */
export function PaymentSection({ championshipId, cancelled = false }: { championshipId: string; cancelled?: boolean }) {
  const payment = useQuery(paymentQueries.mine(championshipId));
  if (payment.isPending || payment.data === null) return null;
  // Without signal the page is read from the offline copy; a share cannot be paid then, so it is simply not shown.
  if (payment.isError && isNetworkError(payment.error)) return null;
  if (payment.isError) return <ErrorState message={messages.paymentLoadError} onRetry={() => void payment.refetch()} />;
  return <PaymentCard championshipId={championshipId} payment={payment.data} cancelled={cancelled} />;
}

function PaymentCard({ championshipId, payment, cancelled }: { championshipId: string; payment: Payment; cancelled: boolean }) {
  const [search, setSearch] = useSearchParams();
  // An aviso or the home's card ("?pagar=1") opens the sheet at once; the parameter goes, so a reload or Back does not.
  const wantsSheet = search.get(PAY_PARAM) !== null;
  const [open, setOpen] = useState(() => wantsSheet && payment.status === 'pendente');
  const amount = formatCents(payment.amount_cents);
  const label = PAYMENT_STATUS_LABELS[payment.status];
  const payable = payment.status === 'pendente' || payment.status === 'informado';
  const hint = cancelled && payment.status === 'cancelado' ? messages.paymentChampionshipCancelledHint : HINTS[payment.status];
  useEffect(() => {
    if (!wantsSheet) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wantsSheet, setSearch]);
  return (
    <section className={styles.section} aria-labelledby="payment-title" data-testid="my-payment">
      <h2 id="payment-title" className={detail.sectionTitle}>
        {messages.paymentTitle}
      </h2>
      <Card className={styles.section}>
        {payment.status === 'pendente' && (
          <p className={styles.due} data-testid="payment-due">
            {payBy(payment.amount_cents, new Date(payment.deadline), new Date())}
          </p>
        )}
        <div className={styles.statusRow}>
          <strong className={styles.shareAmount}>{amount}</strong>
          <span className={styles.status} data-testid="payment-status">
            {messages.paymentStatusLabel}{' '}
            <span className={`areia-chip ${styles.chip}`} data-status={payment.status}>
              {label}
            </span>
          </span>
        </div>
        {hint && <p className={styles.hint}>{hint}</p>}
        {payment.status === 'pendente' && (
          <>
            <p className={styles.hint}>{messages.paymentDeadline(formatShortDate(payment.deadline), formatTime(payment.deadline))}</p>
            <Button onClick={() => setOpen(true)}>{messages.payMyShare(amount)}</Button>
          </>
        )}
        {payment.status === 'informado' && (
          <Button variant="ghost" onClick={() => setOpen(true)}>
            {messages.seeCode}
          </Button>
        )}
      </Card>
      {payable && <PaymentSheet championshipId={championshipId} payment={payment} open={open} onClose={() => setOpen(false)} />}
    </section>
  );
}
