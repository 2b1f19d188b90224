import { useState, type FormEvent } from 'react';
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import type { OpenGame } from '@areia/shared/core/schemas/open-game';
import { serverMessage } from '@areia/shared/web/api/client';
import { useOpenGameStep, useReportOpenGameScore } from '@areia/shared/web/api/open-games';
import { useSession } from '@areia/shared/web/session/session-context';
import { toast } from '@areia/shared/web/feedback/toast';
import { Button } from '@areia/shared/web/ui/button';
import { SelectField, TextField } from '@areia/shared/web/ui/field';
import { openGameMessages as m } from '../open-game-messages';
import { scoreBody } from '../rules/open-game-form';
import styles from './open-game-score.module.css';

const when = (iso: string) => m.when(formatShortDate(iso), formatTime(iso));

/** The game's score: the form for a player once the game's time came, then the reported sets and their confirmation. */
export function OpenGameScore({ game }: { game: OpenGame }) {
  if (game.me.can_report) return <ReportForm game={game} />;
  if (!game.score) return null;
  return <Reported game={game} score={game.score} />;
}

function Reported({ game, score }: { game: OpenGame; score: NonNullable<OpenGame['score']> }) {
  const confirm = useOpenGameStep(game.id);
  const reporter = game.players.find((player) => player.id === score.reported_by);
  return (
    <section className={`areia-card ${styles.score}`} aria-labelledby="open-game-score" data-testid="open-game-score">
      <h2 id="open-game-score" className={styles.heading}>
        {m.scoreTitle}
      </h2>
      <p className={styles.sets}>{score.sets.map((set) => `${set.a}–${set.b}`).join(', ')}</p>
      <p className={styles.note}>{m.reportedBy(reporter?.nickname ?? '')}</p>
      {score.confirmed_at ? (
        <p className={styles.note}>{m.confirmedAt(when(score.confirmed_at))}</p>
      ) : (
        <>
          <p className={styles.note}>{m.standsAt(when(score.stands_at))}</p>
          {game.me.can_confirm ? (
            <Button
              busy={confirm.isPending}
              busyLabel={m.confirming}
              data-testid="open-game-confirm"
              onClick={() => confirm.mutate('confirm', { onSuccess: () => toast.success(m.confirmedToast), onError: (failure) => toast.error(serverMessage(failure) ?? m.stepError) })}
            >
              {m.confirm}
            </Button>
          ) : (
            game.me.in_game && <p className={styles.note}>{m.waitingOther}</p>
          )}
        </>
      )}
    </section>
  );
}

const NO_SETS = [
  { own: '', other: '' },
  { own: '', other: '' },
  { own: '', other: '' },
];

function ReportForm({ game }: { game: OpenGame }) {
  const { user } = useSession();
  const report = useReportOpenGameScore(game.id);
  const [partnerId, setPartnerId] = useState('');
  const [sets, setSets] = useState(NO_SETS);
  const [error, setError] = useState<string | undefined>();
  const others = game.players.filter((player) => player.id !== user?.id);
  const setPoints = (index: number, side: 'own' | 'other', value: string) => setSets((previous) => previous.map((set, at) => (at === index ? { ...set, [side]: value } : set)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = scoreBody(partnerId, sets);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    setError(undefined);
    report.mutate(outcome.body, { onSuccess: () => toast.success(m.reported), onError: (failure) => setError(serverMessage(failure) ?? m.stepError) });
  };
  return (
    <form className={`areia-card ${styles.score}`} onSubmit={submit} noValidate aria-labelledby="open-game-report" data-testid="open-game-report">
      <h2 id="open-game-report" className={styles.heading}>
        {m.reportTitle}
      </h2>
      <SelectField label={m.reportPartner} value={partnerId} onChange={(event) => setPartnerId(event.target.value)}>
        <option value="">{m.reportPartnerPick}</option>
        {others.map((player) => (
          <option key={player.id} value={player.id}>
            {player.nickname}
          </option>
        ))}
      </SelectField>
      {sets.map((set, index) => (
        <div key={index} className={styles.set}>
          <TextField label={m.setLabel(index + 1, 'own')} inputMode="numeric" value={set.own} onChange={(event) => setPoints(index, 'own', event.target.value)} />
          <TextField label={m.setLabel(index + 1, 'other')} inputMode="numeric" value={set.other} onChange={(event) => setPoints(index, 'other', event.target.value)} />
        </div>
      ))}
      <p className="areia-field__hint">{m.setThirdHint}</p>
      {error && (
        <p className="areia-field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" busy={report.isPending} busyLabel={m.reporting}>
        {m.report}
      </Button>
    </form>
  );
}
