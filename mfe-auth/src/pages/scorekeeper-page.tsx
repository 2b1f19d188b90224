import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { OutboxItem } from '@areia/shared/core/offline/outbox-rules';
import type { SetPoints } from '@areia/shared/core/rules/score';
import type { ScorekeeperGame, ScorekeeperView } from '@areia/shared/core/schemas/scorekeeper';
import { offlineReadable } from '@areia/shared/web/api/offline-readable';
import { fetchScorekeeperView, putLiveSets, reportResult, ScorekeeperError } from '@areia/shared/web/api/scorekeeper';
import { useLiveChampionship } from '@areia/shared/web/live/use-live-championship';
import { keepKeeperEntry } from '@areia/shared/web/offline/outbox-runtime';
import { useKeeperOutbox, type KeeperOutbox } from '@areia/shared/web/offline/use-keeper-outbox';
import { useOnline } from '@areia/shared/web/offline/use-online';
import { ConfirmDialog } from '@areia/shared/web/ui/confirm-dialog';
import { addPoint, mayStartNextSet, resultRefusal, startNextSet, startSets } from '../rules/scorekeeper-sets';
import { scorekeeperMessages as m } from '../scorekeeper-messages';
import styles from './scorekeeper-page.module.css';

const viewKey = (token: string) => ['scorekeeper', token] as const;
const setsLine = (sets: readonly SetPoints[]) => sets.map((set) => `${set.a}–${set.b}`).join(', ');
/** A revoked, expired or unknown link stays refused: asking again would only be refused again. */
const refused = (error: unknown): error is ScorekeeperError => error instanceof ScorekeeperError && (error.status === 404 || error.status === 410);

/**
 * Where one kept entry of this game stands, said under the score (nothing once the server has it): on its way, or kept
 * on the device until the connection returns (the device offline, or the last send unanswered though it has bars).
 */
function KeptLine({ item, onItsWay, onDiscard }: { item: OutboxItem; onItsWay: boolean; onDiscard: () => void }) {
  const report = item.kind === 'keeper-report';
  if (item.state === 'pending') {
    return (
      <p className={onItsWay ? styles.sending : styles.kept} role="status" data-testid="scorekeeper-kept">
        {onItsWay ? (report ? m.reportSending : m.keptSending) : report ? m.reportKeptOffline : m.keptOffline}
      </p>
    );
  }
  return (
    <div className={styles.keptRefused} role="alert" data-testid="scorekeeper-kept-refused">
      <p>{m.keptRefused(item.reason || m.keptRefusedFallback)}</p>
      <button type="button" className={styles.secondary} onClick={onDiscard}>
        {m.discard}
      </button>
    </div>
  );
}

function GameCard({
  token,
  championshipId,
  game,
  outbox,
  online,
  onRefused,
}: {
  token: string;
  championshipId: string;
  game: ScorekeeperGame;
  outbox: KeeperOutbox;
  online: boolean;
  onRefused: (error: ScorekeeperError) => void;
}) {
  const client = useQueryClient();
  const keptLive = outbox.items?.find((item) => item.kind === 'keeper-live' && item.gameId === game.id);
  const keptReport = outbox.items?.find((item) => item.kind === 'keeper-report' && item.gameId === game.id);
  const onItsWay = online && !outbox.unanswered;
  // A tap kept on the device is newer than what the server (or the worker's kept answer) says.
  const [sets, setSets] = useState<SetPoints[]>(() => startSets(keptLive?.sets ?? game.liveSets));
  const latest = useRef(sets);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reported, setReported] = useState(false);
  const current = sets[sets.length - 1]!;
  const refusal = resultRefusal(sets);
  const label = `${game.teamA} × ${game.teamB}`;

  const failed = (cause: unknown) => {
    if (refused(cause)) onRefused(cause);
    else setError(cause instanceof ScorekeeperError && cause.message ? cause.message : m.sendFailed);
  };

  /** Without the device's storage (private mode, full disk) each call goes directly, and the buttons wait for it. */
  const sendDirectly = async (call: () => Promise<ScorekeeperView>, before: SetPoints[] | null) => {
    setSending(true);
    try {
      client.setQueryData<ScorekeeperView>(viewKey(token), await call());
      return true;
    } catch (cause) {
      if (before) {
        latest.current = before;
        setSets(before);
      }
      failed(cause);
      return false;
    } finally {
      setSending(false);
    }
  };

  /**
   * Each tap goes through the score outbox: sent at once when there is signal (the spectators see it live), kept on
   * the device when there is none and sent when it returns. A tap made while the previous one is on its way replaces
   * it in the outbox, so only the latest score is left to send and the answer to the older one cannot undo it.
   */
  const enter = async (change: (sets: SetPoints[]) => SetPoints[]) => {
    const before = latest.current;
    const next = change(before);
    latest.current = next;
    setSets(next);
    setError(null);
    if (outbox.unavailable) {
      await sendDirectly(() => putLiveSets(token, game.id, next), before);
      return;
    }
    const kept = await keepKeeperEntry({ kind: 'keeper-live', championshipId, gameId: game.id, label, sets: next, linkToken: token });
    if (kept.ok) await outbox.reload();
    else if (kept.reason === 'storage') await sendDirectly(() => putLiveSets(token, game.id, next), before);
    else setError(m.outboxFull);
  };

  const report = async () => {
    setError(null);
    const final = latest.current;
    if (outbox.unavailable) {
      if (await sendDirectly(() => reportResult(token, game.id, final), null)) setReported(true);
      setConfirming(false);
      return;
    }
    setSending(true);
    const kept = await keepKeeperEntry({ kind: 'keeper-report', championshipId, gameId: game.id, label, sets: final, linkToken: token });
    setSending(false);
    setConfirming(false);
    if (kept.ok) {
      setReported(true);
      await outbox.reload();
    } else if (kept.reason === 'storage') {
      if (await sendDirectly(() => reportResult(token, game.id, final), null)) setReported(true);
    } else setError(m.outboxFull);
  };

  const discard = (item: OutboxItem) => {
    if (item.kind === 'keeper-report') setReported(false);
    else {
      // What the server holds stands again.
      latest.current = startSets(game.liveSets);
      setSets(latest.current);
    }
    void outbox.discard(item.id);
  };

  const reportRefused = keptReport !== undefined && keptReport.state !== 'pending';
  const done = game.final || ((reported || keptReport !== undefined) && !reportRefused);
  const team = (side: 'a' | 'b') => (side === 'a' ? game.teamA : game.teamB);
  return (
    <section className={styles.game} aria-label={label} data-testid="scorekeeper-game">
      {game.court && <p className={styles.court}>{m.court(game.court)}</p>}
      <p className={styles.setLabel}>
        {m.set(sets.length)}
        {sets.length > 1 && <span className={styles.setsLine}> · {m.setsLine(setsLine(sets.slice(0, -1)))}</span>}
      </p>
      <div className={styles.teams}>
        {(['a', 'b'] as const).map((side) => (
          <div key={side} className={styles.team}>
            <p className={styles.teamName}>{team(side)}</p>
            <p className={styles.points} aria-live="polite" data-testid={`points-${side}`}>
              {current[side]}
            </p>
            <button type="button" className={styles.plus} disabled={sending || done} aria-label={m.plusOneLabel(team(side))} onClick={() => void enter((before) => addPoint(before, side))}>
              {m.plusOne}
            </button>
            <button
              type="button"
              className={styles.minus}
              disabled={sending || done || current[side] === 0}
              aria-label={m.minusOneLabel(team(side))}
              onClick={() => void enter((before) => addPoint(before, side, -1))}
            >
              −1
            </button>
          </div>
        ))}
      </div>
      {keptLive && <KeptLine item={keptLive} onItsWay={onItsWay} onDiscard={() => discard(keptLive)} />}
      {keptReport && <KeptLine item={keptReport} onItsWay={onItsWay} onDiscard={() => discard(keptReport)} />}
      {/* The place of the line "Enviando…" is kept, so a tap sent at once moves nothing on screen. */}
      {!keptLive && !keptReport && <p className={styles.sending} aria-hidden="true" />}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {done ? (
        <p className={styles.done} role="status">
          {game.final ? m.final : m.sent}
        </p>
      ) : (
        <div className={styles.actions}>
          {mayStartNextSet(sets) && (
            <button type="button" className={styles.secondary} disabled={sending} onClick={() => void enter(startNextSet)}>
              {m.nextSet}
            </button>
          )}
          <button type="button" className={styles.primary} disabled={sending || refusal !== null} title={refusal ?? undefined} onClick={() => setConfirming(true)}>
            {m.sendResult}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={m.confirmTitle}
        text={m.confirmText(setsLine(sets))}
        confirmLabel={m.confirm}
        cancelLabel={m.cancel}
        busy={sending}
        onConfirm={() => void report()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/**
 * "Placar" for the scorekeeper, no account: the link's token opens the game (or the court's current and next game) it
 * may score, with a big +1 per team on the current set, "Próximo set" once a set is over and "Enviar resultado" once the
 * match is. A revoked, expired or unknown link shows the API's sentence and nothing else. Works without signal: taps
 * and the result wait in the score outbox (shared/src/web/offline) and go when the connection returns.
 */
export default function ScorekeeperPage() {
  const { token = '' } = useParams();
  const client = useQueryClient();
  const online = useOnline();
  const query = useQuery({
    queryKey: viewKey(token),
    queryFn: ({ signal }) => fetchScorekeeperView(token, signal),
    retry: (count, error) => !refused(error) && count < 2,
    // Without signal the read still goes: the service worker answers with the screen it kept (shell/src/sw-routes.ts).
    ...offlineReadable,
  });
  const [refusal, setRefusal] = useState<ScorekeeperError | null>(null);
  const view = query.data;
  const gone = refusal ?? (refused(query.error) ? query.error : null);
  // The court's next game and what others changed arrive with the championship's live stream (re-read every 15 s only
  // while no stream is open); the sets typed here are kept in each card's state.
  const key = viewKey(token);
  useLiveChampionship(gone ? undefined : view?.championshipId, { games: [key], day: [key], championship: [key] });
  const onSent = useCallback(() => void client.invalidateQueries({ queryKey: viewKey(token) }), [client, token]);
  const outbox = useKeeperOutbox(token, onSent);

  useEffect(() => {
    document.title = view ? `${m.badge} · ${view.championshipTitle} · Areia` : `${m.badge} · Areia`;
  }, [view]);

  if (gone) {
    return (
      <main className={styles.page}>
        <div className={styles.refused} role="alert" data-testid="scorekeeper-refused">
          <h1 className={styles.refusedTitle}>{m.refusedTitle}</h1>
          <p>{gone.message || m.notFound}</p>
        </div>
      </main>
    );
  }
  // The cards start from what this device kept: they wait for the outbox's list (read from the device, at once).
  if (!view || outbox.items === null) {
    return (
      <main className={styles.page}>
        <p className={styles.status} role={query.isError ? 'alert' : 'status'}>
          {query.isError ? m.failed : m.loading}
        </p>
        {query.isError && (
          <button type="button" className={styles.secondary} onClick={() => void query.refetch()}>
            {m.retry}
          </button>
        )}
      </main>
    );
  }
  return (
    <main className={styles.page} data-testid="scorekeeper">
      <header>
        <p className={styles.badge}>{m.badge}</p>
        <h1 className={styles.title}>{view.championshipTitle}</h1>
        {view.court && <p className={styles.muted}>{m.court(view.court)}</p>}
      </header>
      {view.games.length === 0 ? (
        <p className={styles.status}>{m.noGames}</p>
      ) : (
        view.games.map((game) => (
          <GameCard key={game.id} token={token} championshipId={view.championshipId} game={game} outbox={outbox} online={online} onRefused={setRefusal} />
        ))
      )}
    </main>
  );
}
