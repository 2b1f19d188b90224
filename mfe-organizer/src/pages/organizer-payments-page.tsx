import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { paths } from '@areia/shared/core/paths';
import { PAYMENT_STATUS_LABELS, formatCents, paymentActionAllowed, paymentTotals, type PaymentAction } from '@areia/shared/core/rules/payment';
import type { OrganizerPayment } from '@areia/shared/core/schemas/payment';
import { httpStatus, serverMessage } from '@areia/shared/web/api/client';
import { organizerQueries } from '@areia/shared/web/api/organizer';
import { paymentQueries, shareReceiptUrl, stepOrganizerPayment, type OrganizerPaymentStep } from '@areia/shared/web/api/payments';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { toast } from '@areia/shared/web/feedback/toast';
import { Button } from '@areia/shared/web/ui/button';
import { Card } from '@areia/shared/web/ui/card';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@areia/shared/web/ui/states';
import { NoAccess, OrganizerGate } from '../components/organizer-gate';
import '@areia/shared/web/ui/confirm-dialog.css';
import styles from '../components/payments.module.css';
import { messages as m } from '../messages';
import { paymentGroups } from '../rules/payment-groups';

const STEPS: { step: OrganizerPaymentStep; action: PaymentAction; label: string; variant: 'primary' | 'ghost' | 'secondary' }[] = [
  { step: 'confirm', action: 'confirmar', label: m.confirmPayment, variant: 'primary' },
  { step: 'refunded', action: 'reembolsar', label: m.refundDone, variant: 'secondary' },
  { step: 'undo', action: 'desfazer', label: m.undoPayment, variant: 'ghost' },
];

/** The receipt, fetched with the session (it is never a public URL) and shown in a modal dialog. */
function ReceiptDialog({ row, onClose }: { row: OrganizerPayment; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    shareReceiptUrl(row.id).then(
      (value) => {
        objectUrl = value;
        if (live) setUrl(value);
        else URL.revokeObjectURL(value);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [row.id]);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="areia-dialog"
      aria-label={m.receiptTitle(row.nickname)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="areia-dialog__box">
        <h2 className="areia-dialog__title">{m.receiptTitle(row.nickname)}</h2>
        {failed ? <p role="alert">{m.receiptError}</p> : url ? <img className={styles.receipt} src={url} alt={m.receiptAlt(row.nickname)} /> : <LoadingState shape="detail" />}
        <Button variant="ghost" onClick={onClose}>
          {m.close}
        </Button>
      </div>
    </dialog>
  );
}

function PaymentRow({ row, championshipId }: { row: OrganizerPayment; championshipId: string }) {
  const queryClient = useQueryClient();
  const [receipt, setReceipt] = useState(false);
  const step = useMutation({
    mutationFn: (which: OrganizerPaymentStep) => stepOrganizerPayment(row.id, which),
    onSuccess: (updated, which) => {
      queryClient.setQueryData<OrganizerPayment[]>(queryKeys.organizer.payments(championshipId), (rows) => rows?.map((item) => (item.id === updated.id ? updated : item)));
      toast.success(m.paymentDone[which]!);
    },
    onError: (error) => {
      toast.error(serverMessage(error) ?? m.paymentStepError);
      void queryClient.invalidateQueries({ queryKey: queryKeys.organizer.payments(championshipId) });
    },
  });
  const label = PAYMENT_STATUS_LABELS[row.status];
  const amount = formatCents(row.amountCents);
  const when = row.paidAt ? m.paidOn(formatShortDate(row.paidAt)) : row.status === 'pendente' || row.status === 'informado' ? m.deadlineOn(`${formatShortDate(row.deadline)} ${formatTime(row.deadline)}`) : null;
  return (
    <li className={styles.row} aria-label={m.paymentRowLabel(row.nickname, amount, label)} data-testid="payment-row">
      <div className={styles.rowHead}>
        <span className={styles.name}>{row.nickname}</span>
        <span className={`areia-chip ${styles.chip}`} data-status={row.status} data-testid="payment-row-status">
          {label}
        </span>
      </div>
      <p className={styles.meta}>
        {amount}
        {when && ` · ${when}`} · {row.txid}
      </p>
      <div className={styles.rowActions}>
        {STEPS.filter((item) => paymentActionAllowed(row.status, item.action)).map((item) => (
          <Button key={item.step} variant={item.variant} busy={step.isPending && step.variables === item.step} disabled={step.isPending} onClick={() => step.mutate(item.step)}>
            {item.label}
          </Button>
        ))}
        {row.hasReceipt && (
          <Button variant="ghost" onClick={() => setReceipt(true)}>
            {m.seeReceipt}
          </Button>
        )}
      </div>
      {receipt && <ReceiptDialog row={row} onClose={() => setReceipt(false)} />}
    </li>
  );
}

function Payments({ id }: { id: string }) {
  const rows = useQuery(paymentQueries.championship(id));
  const detail = useQuery(organizerQueries.detail(id));
  const pix = useQuery(paymentQueries.organizerPix());
  if (rows.isError && httpStatus(rows.error) === 403) return <NoAccess />;
  const totals = paymentTotals(rows.data ?? []);
  return (
    <Page>
      <PageHeader title={detail.data ? `${m.paymentsTitle} · ${detail.data.title}` : m.paymentsTitle} backTo={paths.organizerChampionship.href(id)} />
      {pix.data === null && (
        <p className={styles.notice} role="note">
          {m.noPix} <Link to={paths.organizerPix.href()}>{m.pixTitle}</Link>
        </p>
      )}
      {rows.isPending ? (
        <LoadingState />
      ) : rows.isError ? (
        <ErrorState message={serverMessage(rows.error) ?? m.paymentsLoadError} onRetry={() => void rows.refetch()} />
      ) : rows.data.length === 0 ? (
        <EmptyState message={m.noPayments} />
      ) : (
        <>
          <div className={styles.totals} data-testid="payment-totals">
            <Card className={styles.total}>
              <span className={styles.totalValue}>{formatCents(totals.receivedCents)}</span>
              <span className={styles.totalLabel}>{m.received}</span>
            </Card>
            <Card className={styles.total}>
              <span className={styles.totalValue}>{formatCents(totals.dueCents)}</span>
              <span className={styles.totalLabel}>{m.due}</span>
            </Card>
            {totals.refundDueCents > 0 && (
              <Card className={styles.total}>
                <span className={styles.totalValue}>{formatCents(totals.refundDueCents)}</span>
                <span className={styles.totalLabel}>{m.refundDue}</span>
              </Card>
            )}
          </div>
          <ul className="areia-list" aria-label={m.paymentsTitle}>
            {paymentGroups(rows.data).map((group) => (
              <li key={group.teamId ?? 'withdrawn'} className="areia-card" data-testid="payment-team">
                <div className={styles.rowHead}>
                  <h2 className={styles.team}>{group.team ?? m.withdrawnTeams}</h2>
                  {group.teamId && (
                    <span className={`areia-chip ${styles.chip}`} data-status={group.paid ? 'pago' : 'pendente'} data-testid="team-paid">
                      {group.paid ? m.teamPaid : m.teamOpen}
                    </span>
                  )}
                </div>
                <ul className={styles.rows}>
                  {group.rows.map((row) => (
                    <PaymentRow key={row.id} row={row} championshipId={id} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}

export default function OrganizerPaymentsPage() {
  const { id = '' } = useParams();
  return (
    <OrganizerGate>
      <Payments id={id} />
    </OrganizerGate>
  );
}
