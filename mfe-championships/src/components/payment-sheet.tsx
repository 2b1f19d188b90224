import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { formatCents } from '@areia/shared/core/rules/payment';
import type { Payment } from '@areia/shared/core/schemas/payment';
import { serverMessage } from '@areia/shared/web/api/client';
import { informPayment } from '@areia/shared/web/api/payments';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { toast } from '@areia/shared/web/feedback/toast';
import { Button } from '@areia/shared/web/ui/button';
import { CloseIcon } from '@areia/shared/web/ui/icons';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { messages } from '../messages';
import { pixQrDataUrl } from '../rules/pix-qr';
import styles from './payment.module.css';

interface PaymentSheetProps {
  championshipId: string;
  payment: Payment;
  open: boolean;
  onClose: () => void;
}

/** The QR, drawn when the sheet opens (the library is loaded then). */
function PixQr({ brcode }: { brcode: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void pixQrDataUrl(brcode).then((value) => {
      if (live) setUrl(value);
    });
    return () => {
      live = false;
    };
  }, [brcode]);
  return (
    <div className={styles.qr} data-testid="pix-qr">
      {url ? <img src={url} alt={messages.paymentQrAlt} /> : <span role="status">{messages.paymentQrLoading}</span>}
    </div>
  );
}

/**
 * A bottom sheet: the PIX "copia e cola" with its QR, the deadline, and "Já paguei" with an optional receipt. A modal
 * <dialog>, so the page behind is inert, focus stays inside and Esc closes it.
 */
export function PaymentSheet({ championshipId, payment, open, onClose }: PaymentSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const codeRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const fileId = useId();
  const [receipt, setReceipt] = useState<File | null>(null);
  // The answer to "Copiar código" is said where the finger is: on the button, and to screen readers by the live region.
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const queryClient = useQueryClient();
  const inform = useMutation({
    mutationFn: () => informPayment(championshipId, receipt),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.myPayment(VOLEI_MODALITY_ID, championshipId), updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.myDueShares() });
      toast.success(messages.informed);
      close();
    },
    onError: (error) => toast.error(serverMessage(error) ?? messages.informError),
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The copy's answer belongs to this opening of the sheet.
  const close = () => {
    setCopied(null);
    onClose();
  };

  const copy = async () => {
    if (!payment.brcode) return;
    try {
      await navigator.clipboard.writeText(payment.brcode);
      setCopied('copied');
    } catch {
      // No clipboard permission (an http page, an old browser): the code is selected for a manual copy.
      codeRef.current?.select();
      setCopied('failed');
    }
  };

  const amount = formatCents(payment.amount_cents);
  const canInform = payment.status === 'pendente';
  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {open && (
        <div className={styles.sheetBox} data-testid="payment-sheet">
          <div className={styles.sheetHeader}>
            <h2 id={titleId} className={styles.sheetTitle}>
              {messages.paymentSheetTitle}
            </h2>
            <button type="button" className={styles.close} aria-label={messages.closeSheet} onClick={close}>
              <CloseIcon size={20} />
            </button>
          </div>
          <p className={styles.amount}>{amount}</p>
          {payment.brcode ? (
            <>
              <p className={styles.hint}>{messages.paymentSheetIntro(amount, payment.receiver_name ?? '')}</p>
              <PixQr brcode={payment.brcode} />
              <label className={styles.label} htmlFor={`${fileId}-code`}>
                {messages.paymentCodeLabel}
              </label>
              <textarea id={`${fileId}-code`} ref={codeRef} className={styles.code} readOnly value={payment.brcode} rows={4} onFocus={(event) => event.currentTarget.select()} />
              <Button variant="secondary" onClick={() => void copy()} data-testid="copy-code">
                {copied === 'copied' ? messages.codeCopied : messages.copyCode}
              </Button>
              <p className={styles.hint} role="status" aria-live="polite" data-testid="copy-feedback">
                {copied === 'copied' ? messages.codeCopiedAnnounce : copied === 'failed' ? messages.copyFailed : ''}
              </p>
            </>
          ) : (
            <p className={styles.hint} role="note">
              {messages.paymentNoPix}
            </p>
          )}
          <p className={styles.hint}>{messages.paymentDeadline(formatShortDate(payment.deadline), formatTime(payment.deadline))}</p>
          {canInform && payment.brcode && (
            <>
              <span className={styles.label} id={`${fileId}-label`}>
                {messages.receiptLabel}
              </span>
              {/* The browser's own file button speaks the browser's language: ours says it in Portuguese. */}
              <label className={styles.fileButton}>
                <input
                  id={fileId}
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  aria-labelledby={`${fileId}-label`}
                  aria-describedby={`${fileId}-hint`}
                  onChange={(event) => setReceipt(event.currentTarget.files?.[0] ?? null)}
                />
                <span aria-hidden="true">{receipt ? messages.receiptChosen(receipt.name) : messages.chooseReceipt}</span>
              </label>
              <p id={`${fileId}-hint`} className={styles.hint}>
                {messages.receiptHint}
              </p>
              <Button busy={inform.isPending} busyLabel={messages.informing} onClick={() => inform.mutate()}>
                {messages.alreadyPaid}
              </Button>
            </>
          )}
        </div>
      )}
    </dialog>
  );
}
