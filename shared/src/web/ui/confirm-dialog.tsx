import { useEffect, useId, useRef } from 'react';
import { Button } from '@areia/shared/web/ui/button';
import '@areia/shared/web/ui/confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Cancel or Esc: the dialog closes and nothing happens. */
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
}

/**
 * A yes/no question before an action that cannot be taken back. The browser's modal <dialog> does what such a dialog
 * must (the page behind inert, focus kept inside and returned after, Esc to cancel), so nothing here re-implements it.
 * Cancel comes first, so showModal() focuses it: a second tap where the opening button was does not confirm by accident.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, danger = false }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="areia-dialog"
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <div className="areia-dialog__box">
          <h2 id={titleId} className="areia-dialog__title">
            {title}
          </h2>
          {text && (
            <p id={textId} className="areia-dialog__text">
              {text}
            </p>
          )}
          <div className="areia-dialog__actions">
            <Button variant="ghost" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
