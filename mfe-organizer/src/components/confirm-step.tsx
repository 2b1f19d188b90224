import { useState, type ReactNode } from 'react';
import { sharedMessages } from '@areia/shared/core/messages';
import { isNetworkError, serverMessage } from '@areia/shared/web/api/client';
import { Button } from '@areia/shared/web/ui/button';
import { messages as m } from '../messages';
import styles from './organizer.module.css';

export const refusalOf = (error: unknown, fallback: string) =>
  isNetworkError(error) ? sharedMessages.noConnection : (serverMessage(error) ?? fallback);

interface ConfirmStepProps {
  /** The button that opens the question, and the confirming button's label. */
  label: string;
  question: ReactNode;
  busyLabel: string;
  pending: boolean;
  error: unknown;
  errorFallback: string;
  onConfirm: () => void;
  /** Forget a refusal when the question is closed. */
  onClose?: () => void;
  /** More to fill in before confirming (a reason); the confirm waits for `ready`. */
  children?: ReactNode;
  ready?: boolean;
  variant?: 'secondary' | 'ghost';
}

/** A step that cannot be undone lightly: its button asks first, then confirms or goes back. */
export function ConfirmStep({ label, question, busyLabel, pending, error, errorFallback, onConfirm, onClose, children, ready = true, variant = 'secondary' }: ConfirmStepProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant={variant} onClick={() => setConfirming(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div className="areia-card" role="group" aria-label={label}>
      <p style={{ marginTop: 0 }}>{question}</p>
      {children}
      {error ? (
        <p className={styles.formError} role="alert">
          {refusalOf(error, errorFallback)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button busy={pending} busyLabel={busyLabel} disabled={!ready} onClick={onConfirm}>
          {label}
        </Button>
        <Button
          variant="ghost"
          disabled={pending}
          onClick={() => {
            setConfirming(false);
            onClose?.();
          }}
        >
          {m.keep}
        </Button>
      </div>
    </div>
  );
}
