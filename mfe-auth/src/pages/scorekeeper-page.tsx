import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { SetPoints } from '@areia/shared/core/rules/score';
import type { ScorekeeperGame, ScorekeeperView } from '@areia/shared/core/schemas/scorekeeper';
import { fetchScorekeeperView, putLiveSets, reportResult, ScorekeeperError } from '@areia/shared/web/api/scorekeeper';
import { ConfirmDialog } from '@areia/shared/web/ui/confirm-dialog';
import { addPoint, mayStartNextSet, resultRefusal, startNextSet, startSets } from '../rules/scorekeeper-sets';
import { scorekeeperMessages as m } from '../scorekeeper-messages';
import styles from './scorekeeper-page.module.css';

const viewKey = (token: string) => ['scorekeeper', token] as const;
const setsLine = (sets: readonly SetPoints[]) => sets.map((set) => `${set.a}–${set.b}`).join(', ');
/** A revoked, expired or unknown link stays refused: asking again would only be refused again. */
const refused = (error: unknown): error is ScorekeeperError => error instanceof ScorekeeperError && (error.status === 404 || error.status === 410);

function GameCard({ token, game, onRefused }: { token: string; game: ScorekeeperGame; onRefused: (error: ScorekeeperError) => void }) {
  const client = useQueryClient();
  const [sets, setSets] = useState<SetPoints[]>(() => startSets(game.liveSets));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState(false);
  const current = sets[sets.length - 1]!;
  const refusal = resultRefusal(sets);

  const failed = (cause: unknown) => {
    if (refused(cause)) onRefused(cause);
    else setError(cause instanceof ScorekeeperError && cause.message ? cause.message : m.sendFailed);
  };

  // Each tap is sent at once (the spectators' page shows it live); the buttons wait for the answer so taps never race.
  const sendLive = async (next: SetPoints[]) => {
    const before = sets;
    setSets(next);
    setSending(true);
    setError(null);
    try {
      client.setQueryData<ScorekeeperView>(viewKey(token), await putLiveSets(token, game.id, next));
    } catch (cause) {
      setSets(before);
      failed(cause);
    } finally {
      setSending(false);
    }
  };

  const report = async () => {
    setSending(true);
    setError(null);
    try {
      client.setQueryData<ScorekeeperView>(viewKey(token), await reportResult(token, game.id, sets));
      setSent(true);
    } catch (cause) {
      failed(cause);
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };

  const done = game.final || sent;
  const team = (side: 'a' | 'b') => (side === 'a' ? game.teamA : game.teamB);
  return (
    <section className={styles.game} aria-label={`${game.teamA} × ${game.teamB}`} data-testid="scorekeeper-game">
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
            <button type="button" className={styles.plus} disabled={sending || done} aria-label={m.plusOneLabel(team(side))} onClick={() => void sendLive(addPoint(sets, side))}>
              {m.plusOne}
            </button>
            <button
              type="button"
              className={styles.minus}
              disabled={sending || done || current[side] === 0}
              aria-label={m.minusOneLabel(team(side))}
              onClick={() => void sendLive(addPoint(sets, side, -1))}
            >
              −1
            </button>
          </div>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {done ? (
        <p className={styles.done} role="status">
          {sent ? m.sent : m.final}
        </p>
      ) : (
        <div className={styles.actions}>
          {mayStartNextSet(sets) && (
            <button type="button" className={styles.secondary} disabled={sending} onClick={() => void sendLive(startNextSet(sets))}>
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
 * match is. A revoked, expired or unknown link shows the API's sentence and nothing else.
 */
export default function ScorekeeperPage() {
  const { token = '' } = useParams();
  const query = useQuery({
    queryKey: viewKey(token),
    queryFn: ({ signal }) => fetchScorekeeperView(token, signal),
    retry: (count, error) => !refused(error) && count < 2,
    // The court's next game shows up without a reload; the sets typed here are kept in each card's state.
    refetchInterval: (q) => (refused(q.state.error) ? false : 15_000),
  });
  const [refusal, setRefusal] = useState<ScorekeeperError | null>(null);
  const view = query.data;

  useEffect(() => {
    document.title = view ? `${m.badge} · ${view.championshipTitle} · Areia` : `${m.badge} · Areia`;
  }, [view]);

  const gone = refusal ?? (refused(query.error) ? query.error : null);
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
  if (!view) {
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
        view.games.map((game) => <GameCard key={game.id} token={token} game={game} onRefused={setRefusal} />)
      )}
    </main>
  );
}
