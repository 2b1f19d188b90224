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
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { bucketOf, canKeepMine, type OutboxItem } from '@areia/shared/core/offline/outbox-rules';
import { keepScore, type KeepResult } from '@areia/shared/web/offline/outbox-runtime';
import type { Outbox } from '@areia/shared/web/offline/use-outbox';
import { messages } from '../messages';
import { emptySetRows, parseSetRows, type ScoreAction, type SetRow } from '../rules/score-report';
import styles from './standings.module.css';

const refusal = (error: unknown) => (isNetworkError(error) ? sharedMessages.noConnection : (serverMessage(error) ?? messages.scoreActionError));

const keptRefusal = (result: Exclude<KeepResult, { ok: true }>) =>
  result.reason === 'full' ? messages.keptFull : result.reason === 'storage' ? messages.keptStorage : sharedMessages.noConnection;

/** Without signal a report or a confirmation waits on the device; null when kept, else why it could not be. */
async function keepForLater(game: Game, championshipId: string, kind: 'report' | 'confirm', sets: SetPoints[]): Promise<string | null> {
  const result = await keepScore({ kind, championshipId, gameId: game.id, label: `${game.team_a} ${messages.versus} ${game.team_b}`, sets, version: game.version });
  if (!result.ok) return keptRefusal(result);
  toast.info(messages.keptOffline);
  return null;
}

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

function ReportForm({
  championshipId,
  game,
  kept,
  outbox,
  onClose,
}: {
  championshipId: string;
  game: Game;
  kept?: OutboxItem | undefined;
  outbox: Outbox;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<SetRow[]>(() => (kept ? kept.sets.map((set) => ({ a: String(set.a), b: String(set.b) })).concat(emptySetRows()).slice(0, 3) : emptySetRows()));
  const [problem, setProblem] = useState<string | null>(null);
  const [keeping, setKeeping] = useState(false);
  const send = useScoreMutation(championshipId, (sets: SetPoints[]) => reportGameScore(game.id, { sets, version: game.version }), messages.reportSent);
  const busy = send.isPending || keeping;
  const update = (index: number, side: 'a' | 'b', value: string) => {
    setProblem(null);
    if (send.isError) send.reset();
    const digits = value.replace(/\D/g, '').slice(0, 2);
    setRows((previous) => previous.map((row, i) => (i === index ? { ...row, [side]: digits } : row)));
  };
  const keep = (sets: SetPoints[]) => {
    send.reset();
    setKeeping(true);
    void keepForLater(game, championshipId, 'report', sets)
      .then((refused) => (refused ? setProblem(refused) : onClose()))
      .finally(() => setKeeping(false));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSetRows(rows);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    if (!navigator.onLine) {
      keep(parsed.sets);
      return;
    }
    send.mutate(parsed.sets, {
      onSuccess: () => {
        if (kept) void outbox.discard(kept.id);
        onClose();
      },
      onError: (failure) => {
        if (isNetworkError(failure)) keep(parsed.sets);
      },
    });
  };
  const error = problem ?? (send.isError && !isNetworkError(send.error) ? refusal(send.error) : null);
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
  const confirm = useScoreMutation(championshipId, () => confirmGameScore(game.id, { version: game.version }), messages.scoreConfirmed);
  const dispute = useScoreMutation(championshipId, () => disputeGameScore(game.id, {}), messages.scoreDisputed);
  const [keeping, setKeeping] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = confirm.isPending || dispute.isPending || keeping;
  const failed = confirm.isError && !isNetworkError(confirm.error) ? confirm.error : dispute.isError ? dispute.error : null;
  const keep = () => {
    confirm.reset();
    setKeeping(true);
    void keepForLater(game, championshipId, 'confirm', game.report?.sets ?? [])
      .then(setProblem)
      .finally(() => setKeeping(false));
  };
  const confirmNow = () => {
    setProblem(null);
    if (!navigator.onLine) {
      keep();
      return;
    }
    confirm.mutate(undefined, {
      onError: (error) => {
        if (isNetworkError(error)) keep();
      },
    });
  };
  return (
    <>
      <p className={styles.hint}>{messages.waitingYourTeam}</p>
      {(problem !== null || failed !== null) && (
        <p className="areia-field__error" role="alert">
          {problem ?? refusal(failed)}
        </p>
      )}
      <div className={styles.reportActions}>
        <Button variant="danger" disabled={busy} busy={dispute.isPending} busyLabel={messages.sending} onClick={() => dispute.mutate(undefined)}>
          {messages.disputeScore}
        </Button>
        <Button disabled={busy} busy={confirm.isPending || keeping} busyLabel={messages.sending} onClick={confirmNow}>
          {messages.confirmScore}
        </Button>
      </div>
    </>
  );
}

/** A report or confirmation kept on the device: waiting, refused, meeting another score, or too old to go alone. */
function KeptAction({ item, outbox, onEdit }: { item: OutboxItem; outbox: Outbox; onEdit: () => void }) {
  const [now] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const bucket = bucketOf(item, now);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const sets = formatSets(item.sets);
  return (
    <div data-testid="kept-score" data-state={bucket}>
      <p className={styles.reportLine}>{item.kind === 'report' ? messages.keptReport(sets) : messages.keptConfirm(sets)}</p>
      <p className={styles.hint}>{messages.keptPending(`${formatShortDate(item.queuedAt)} ${formatTime(item.queuedAt)}`)}</p>
      {bucket === 'conflict' && (
        <p className={styles.hint}>
          {messages.keptConflict} {item.current?.sets ? messages.keptSaved(formatSets(item.current.sets)) : item.current?.report ? messages.keptSaved(formatSets(item.current.report.sets)) : messages.keptSavedNone}
        </p>
      )}
      {bucket === 'refused' && (
        <p className="areia-field__error" role="alert">
          {item.reason || messages.keptRefusedFallback}
        </p>
      )}
      {bucket === 'expired' && <p className={styles.hint}>{messages.keptExpired}</p>}
      {bucket !== 'pending' && (
        <div className={styles.reportActions}>
          <Button variant="ghost" disabled={busy} onClick={() => run(() => outbox.discard(item.id))}>
            {bucket === 'conflict' ? messages.keepSaved : messages.keptDiscard}
          </Button>
          {bucket === 'conflict' && canKeepMine(item) && (
            <Button variant="secondary" disabled={busy} onClick={() => run(() => outbox.sendAgain(item))}>
              {messages.keepMine}
            </Button>
          )}
          {bucket === 'expired' && (
            <Button variant="secondary" disabled={busy} onClick={() => run(() => outbox.sendAgain(item))}>
              {messages.keptResend}
            </Button>
          )}
          {bucket === 'refused' && item.kind === 'report' && (
            <Button variant="secondary" disabled={busy} onClick={onEdit}>
              {messages.keptEdit}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** Under a game on Jogos: the open report, what this athlete may do about it, and what waits on the device. */
export function ScoreReport({
  championshipId,
  game,
  action,
  kept,
  outbox,
}: {
  championshipId: string;
  game: Game;
  action: ScoreAction;
  kept?: OutboxItem | undefined;
  outbox: Outbox;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.report} data-testid="score-report">
      {game.report && <p className={styles.reportLine}>{messages.reportedBy(game.report.reported_by, formatSets(game.report.sets))}</p>}
      {open ? (
        <ReportForm championshipId={championshipId} game={game} kept={kept} outbox={outbox} onClose={() => setOpen(false)} />
      ) : kept ? (
        <KeptAction item={kept} outbox={outbox} onEdit={() => setOpen(true)} />
      ) : (
        <>
          {action === 'disputed' && <p className={styles.hint}>{messages.reportDisputed}</p>}
          {action === 'waiting' && <p className={styles.hint}>{messages.waitingOtherTeam}</p>}
          {action === 'confirm' && <ConfirmOrDispute championshipId={championshipId} game={game} />}
          {action === 'report' && (
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {messages.reportScore}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
