import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@areia/shared/web/ui/confirm-dialog';
import { useSignOut } from '../hooks/use-sign-out';
import { messages } from '../messages';

/**
 * Sign-out behind a question: on the home it is one tap beside the edit pencil, and an accidental tap would otherwise
 * end the session. `trigger` draws the button that opens the question.
 */
export function SignOutConfirm({ trigger }: { trigger: (ask: () => void, leaving: boolean) => ReactNode }) {
  const { leave, leaving } = useSignOut();
  const [asking, setAsking] = useState(false);
  return (
    <>
      {trigger(() => setAsking(true), leaving)}
      <ConfirmDialog
        open={asking}
        title={messages.signOutConfirmTitle}
        text={messages.signOutConfirmText}
        confirmLabel={messages.signOutConfirm}
        cancelLabel={messages.signOutCancel}
        danger
        busy={leaving}
        onCancel={() => setAsking(false)}
        onConfirm={() => void leave()}
      />
    </>
  );
}
