import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@areia/shared/web/feedback/toast';
import { isNetworkError, serverMessage } from '@areia/shared/web/api/client';
import { confirmGameScore, disputeGameScore, reportGameScore } from '@areia/shared/web/api/organizer';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { sharedMessages } from '@areia/shared/core/messages';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { formatSets, type SetPoints } from '@areia/shared/core/rules/score';
import type { Game } from '@areia/shared/core/schemas/standings';
import { Button } from '@areia/shared/web/ui/button';
import { messages } from '../messages';
import { emptySetRows, parseSetRows, type ScoreAction, type SetRow } from '../rules/score-report';
import styles from './standings.module.css';

const refusal = (error: unknown) => (isNetworkError(error) ? sharedMessages.noConnection : (serverMessage(error) ?? messages.scoreActionError));

/** Report, confirm or dispute: each answer moves the tabs, so games, groups and results are fetched again. */
function useScoreMutation<T>(championshipId: string, call: (input: T) => Promise<unknown>, done: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => toast.success(done),
    onSettled: () => {
      for (const key of [queryKeys.championships.games, queryKeys.championships.groups, queryKeys.championships.results]) {
        void client.invalidateQueries({ queryKey: key(VOLEI_MODALITY_ID, championshipId) });
      }
    },
  });
}

function ReportForm({ championshipId, game, onClose }: { championshipId: string; game: Game; onClose: () => void }) {
  const [rows, setRows] = useState<SetRow[]>(emptySetRows);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useScoreMutation(championshipId, (sets: SetPoints[]) => reportGameScore(game.id, { sets }), messages.reportSent);
  const busy = send.isPending;
  const update = (index: number, side: 'a' | 'b', value: string) => {
    setProblem(null);
    if (send.isError) send.reset();
    const digits = value.replace(/\D/g, '').slice(0, 2);
    setRows((previous) => previous.map((row, i) => (i === index ? { ...row, [side]: digits } : row)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSetRows(rows);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    send.mutate(parsed.sets, { onSuccess: onClose });
  };
  const error = problem ?? (send.isError ? refusal(send.error) : null);
  return (
    <form className={styles.reportForm} onSubmit={submit} noValidate aria-label={messages.reportScoreTitle}>
      <div className={styles.sets}>
        <span />
        <span className={styles.setHead}>{game.team_a}</span>
        <span className={styles.setHead}>{game.team_b}</span>
        {rows.map((row, index) => [
          <span key={`l${index}`} className={styles.setLabel}>
            {messages.scoreSetLabel(index + 1)}
          </span>,
          <input
            key={`a${index}`}
            className="areia-field__control"
            inputMode="numeric"
            aria-label={messages.scoreSetPoints(index + 1, game.team_a)}
            value={row.a}
            disabled={busy}
            onChange={(event) => update(index, 'a', event.target.value)}
          />,
          <input
            key={`b${index}`}
            className="areia-field__control"
            inputMode="numeric"
            aria-label={messages.scoreSetPoints(index + 1, game.team_b)}
            value={row.b}
            disabled={busy}
            onChange={(event) => update(index, 'b', event.target.value)}
          />,
        ])}
      </div>
      <p className={styles.hint}>{messages.scoreHint}</p>
      {error && (
        <p className="areia-field__error" role="alert">
          {error}
        </p>
      )}
      <div className={styles.reportActions}>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {messages.cancel}
        </Button>
        <Button type="submit" busy={busy} busyLabel={messages.sending}>
          {messages.sendReport}
        </Button>
      </div>
    </form>
  );
}

function ConfirmOrDispute({ championshipId, game }: { championshipId: string; game: Game }) {
  const confirm = useScoreMutation(championshipId, () => confirmGameScore(game.id), messages.scoreConfirmed);
  const dispute = useScoreMutation(championshipId, () => disputeGameScore(game.id, {}), messages.scoreDisputed);
  const busy = confirm.isPending || dispute.isPending;
  const failed = confirm.isError ? confirm.error : dispute.isError ? dispute.error : null;
  return (
    <>
      <p className={styles.hint}>{messages.waitingYourTeam}</p>
      {failed !== null && (
        <p className="areia-field__error" role="alert">
          {refusal(failed)}
        </p>
      )}
      <div className={styles.reportActions}>
        <Button variant="danger" disabled={busy} busy={dispute.isPending} busyLabel={messages.sending} onClick={() => dispute.mutate(undefined)}>
          {messages.disputeScore}
        </Button>
        <Button disabled={busy} busy={confirm.isPending} busyLabel={messages.sending} onClick={() => confirm.mutate(undefined)}>
          {messages.confirmScore}
        </Button>
      </div>
    </>
  );
}

/** Under a game on Jogos: the open report, and what this athlete may do about it. */
export function ScoreReport({ championshipId, game, action }: { championshipId: string; game: Game; action: ScoreAction }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.report} data-testid="score-report">
      {game.report && <p className={styles.reportLine}>{messages.reportedBy(game.report.reported_by, formatSets(game.report.sets))}</p>}
      {action === 'disputed' && <p className={styles.hint}>{messages.reportDisputed}</p>}
      {action === 'waiting' && <p className={styles.hint}>{messages.waitingOtherTeam}</p>}
      {action === 'confirm' && <ConfirmOrDispute championshipId={championshipId} game={game} />}
      {action === 'report' &&
        (open ? (
          <ReportForm championshipId={championshipId} game={game} onClose={() => setOpen(false)} />
        ) : (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {messages.reportScore}
          </Button>
        ))}
    </div>
  );
}
