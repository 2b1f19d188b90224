import { useState } from 'react';
import { toast } from '@areia/shared/web/feedback/toast';
import { formatLongDate } from '@areia/shared/core/format/format';
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN, mayCancel, REOPEN_WINDOW_MS, reopenOpen } from '@areia/shared/core/rules/lifecycle';
import type { OrganizerChampionshipDetail } from '@areia/shared/core/schemas/organizer';
import { TextField } from '@areia/shared/web/ui/field';
import { useLifecycleStep } from '../hooks/use-organizer-actions';
import { messages as m } from '../messages';
import { ConfirmStep } from './confirm-step';
import styles from './organizer.module.css';

function Finish({ championship }: { championship: OrganizerChampionshipDetail }) {
  const finish = useLifecycleStep(championship.id, 'finish');
  return (
    <ConfirmStep
      label={m.finish}
      question={m.finishConfirm}
      busyLabel={m.finishing}
      pending={finish.isPending}
      error={finish.error}
      errorFallback={m.finishError}
      onClose={() => finish.reset()}
      onConfirm={() => finish.mutate(undefined, { onSuccess: () => toast.success(m.finished) })}
    />
  );
}

function Reopen({ championship, finishedAt }: { championship: OrganizerChampionshipDetail; finishedAt: Date }) {
  const reopen = useLifecycleStep(championship.id, 'reopen');
  return (
    <>
      <p className={styles.meta}>{m.reopenUntil(formatLongDate(new Date(finishedAt.getTime() + REOPEN_WINDOW_MS)))}</p>
      <ConfirmStep
        label={m.reopen}
        question={m.reopenConfirm}
        busyLabel={m.reopening}
        pending={reopen.isPending}
        error={reopen.error}
        errorFallback={m.reopenError}
        onClose={() => reopen.reset()}
        onConfirm={() => reopen.mutate(undefined, { onSuccess: () => toast.success(m.reopened) })}
      />
    </>
  );
}

function Cancel({ championship }: { championship: OrganizerChampionshipDetail }) {
  const cancel = useLifecycleStep(championship.id, 'cancel');
  const [reason, setReason] = useState('');
  const ready = reason.trim().length >= CANCEL_REASON_MIN;
  return (
    <ConfirmStep
      label={m.cancelChampionship}
      question={m.cancelConfirm}
      busyLabel={m.cancelling}
      pending={cancel.isPending}
      error={cancel.error}
      errorFallback={m.cancelError}
      variant="ghost"
      ready={ready}
      onClose={() => cancel.reset()}
      onConfirm={() => cancel.mutate(reason.trim(), { onSuccess: () => toast.success(m.cancelled) })}
    >
      <TextField
        label={m.cancelReason}
        value={reason}
        maxLength={CANCEL_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
        disabled={cancel.isPending}
        error={reason.length > 0 && !ready ? m.cancelReasonShort : undefined}
      />
    </ConfirmStep>
  );
}

/**
 * Finish while it is being played, reopen for 7 days after the finish, cancel until then; a cancelled championship
 * shows its reason. The API decides (and says why it refuses); the screen only offers what the stage allows.
 */
export function LifecycleActions({ championship, now }: { championship: OrganizerChampionshipDetail; now: Date }) {
  const finishedAt = championship.finishedAt ? new Date(championship.finishedAt) : null;
  return (
    <div className={styles.actions} data-testid="lifecycle-actions">
      {championship.stage === 'cancelado' && championship.cancelReason && (
        <p className={styles.notice} role="note">
          {m.cancelledBecause(championship.cancelReason)}
        </p>
      )}
      {championship.stage === 'em_andamento' && <Finish championship={championship} />}
      {championship.stage === 'finalizado' && finishedAt && reopenOpen(finishedAt, now) && <Reopen championship={championship} finishedAt={finishedAt} />}
      {mayCancel(championship.stage) && <Cancel championship={championship} />}
    </div>
  );
}
