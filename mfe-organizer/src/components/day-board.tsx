import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatTime } from '@areia/shared/core/format/format';
import { paths } from '@areia/shared/core/paths';
import type { Stage } from '@areia/shared/core/rules/lifecycle';
import type { DayCourt, DayGame, OrganizerGameDay } from '@areia/shared/core/schemas/gameday';
import { toast } from '@areia/shared/web/feedback/toast';
import { Button } from '@areia/shared/web/ui/button';
import { ConfirmDialog } from '@areia/shared/web/ui/confirm-dialog';
import { SelectField, TextField } from '@areia/shared/web/ui/field';
import { useCallGame, useCheckInPlayer, useForfeit, useMoveGame, usePauseCourt } from '../hooks/use-day-actions';
import { messages as m } from '../messages';
import { dayActions, gameDayText, liveScoreText, missingPlayers, moveTargets, notBeforeOf, notBeforeText, PAUSE_MINUTES, pauseUntil, predictedText, teamsOf } from '../rules/game-day';
import { refusalOf } from './confirm-step';
import { CourtScorekeeperLink, ScorekeeperLink } from './scorekeeper-link';
import { ScorekeeperLinks } from './scorekeeper-links';
import styles from './day-board.module.css';

/** A refused step says why, in the server's words, under the part it belongs to. */
function Refusal({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {refusalOf(error, fallback)}
    </p>
  );
}

/** W.O. with one confirmed tap: the team's button asks "Dar W.O. para {time}?" and the answer finishes the game. */
function Forfeit({ championshipId, game, allowed }: { championshipId: string; game: DayGame; allowed: boolean }) {
  const forfeit = useForfeit(championshipId);
  const [team, setTeam] = useState<DayGame['teamA'] | null>(null);
  return (
    <>
      <div className={styles.actions}>
        {[game.teamA, game.teamB].map((candidate) => (
          <Button key={candidate.id} variant="ghost" disabled={!allowed || forfeit.isPending} onClick={() => setTeam(candidate)}>
            {m.forfeit(candidate.name)}
          </Button>
        ))}
      </div>
      <Refusal error={forfeit.error} fallback={m.forfeitError} />
      <ConfirmDialog
        open={team !== null}
        title={team ? m.forfeitConfirm(team.name) : ''}
        text={m.forfeitText}
        confirmLabel={m.forfeitYes}
        cancelLabel={m.keep}
        busy={forfeit.isPending}
        danger
        onCancel={() => setTeam(null)}
        onConfirm={() => {
          if (!team) return;
          forfeit.mutate({ gameId: game.id, teamId: team.id }, { onSuccess: () => toast.success(m.forfeitDone), onSettled: () => setTeam(null) });
        }}
      />
    </>
  );
}

function CurrentGame({ championshipId, game, stage }: { championshipId: string; game: DayGame; stage: Stage }) {
  const allowed = dayActions(stage, game, true);
  return (
    <div className={`areia-card ${styles.game}`} data-testid="day-current">
      <p className={styles.label}>{m.onCourt}</p>
      <p className={styles.teams}>{teamsOf(game)}</p>
      <p className={styles.live} aria-label={`${m.liveScore}: ${liveScoreText(game)}`}>
        {liveScoreText(game)}
      </p>
      {game.calledAt && <p className={styles.meta}>{m.called(formatTime(game.calledAt))}</p>}
      <div className={styles.actions}>
        <Link className="areia-button areia-button--primary" to={paths.organizerGame.href(championshipId, game.id)} aria-label={m.endGameLabel(teamsOf(game))}>
          {m.endGame}
        </Link>
      </div>
      <Forfeit championshipId={championshipId} game={game} allowed={allowed.forfeit} />
      <ScorekeeperLink championshipId={championshipId} game={game} />
    </div>
  );
}

function MoveForm({ championshipId, courts, game, onDone }: { championshipId: string; courts: DayCourt[]; game: DayGame; onDone: () => void }) {
  const move = useMoveGame(championshipId);
  const targets = moveTargets(courts, game);
  const [court, setCourt] = useState(game.court);
  const [position, setPosition] = useState(game.position);
  const [notBefore, setNotBefore] = useState(notBeforeText(game));
  const [notBeforeError, setNotBeforeError] = useState<string | undefined>(undefined);
  const hintId = useId();
  const sameCourt = court === game.court;
  const unchanged = sameCourt && position === game.position && notBefore.trim() === notBeforeText(game);
  const submit = () => {
    const field = notBeforeOf(game, notBefore);
    if (!field.ok) {
      setNotBeforeError(field.message);
      return;
    }
    const place = sameCourt ? (position !== game.position ? { position } : {}) : { court };
    const input = { gameId: game.id, ...place, ...(field.notBefore !== undefined ? { notBefore: field.notBefore } : {}) };
    move.mutate(input, {
      onSuccess: () => {
        toast.success(m.moved);
        onDone();
      },
    });
  };
  return (
    <div role="group" aria-label={m.moveTitle(teamsOf(game))} className={styles.game}>
      <SelectField label={m.moveCourt} value={court} disabled={move.isPending} onChange={(event) => setCourt(event.target.value)}>
        {targets.courts.map((name) => (
          <option key={name} value={name}>
            {m.court(name)}
          </option>
        ))}
      </SelectField>
      {sameCourt && (
        <SelectField label={m.movePosition} value={String(position)} disabled={move.isPending} onChange={(event) => setPosition(Number(event.target.value))}>
          {targets.positions.map((n) => (
            <option key={n} value={n}>
              {m.movePositionOption(n, n === targets.positions.length)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={m.moveNotBefore}
        value={notBefore}
        placeholder="HH:MM"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        disabled={move.isPending}
        error={notBeforeError}
        {...(notBeforeError ? {} : { 'aria-describedby': hintId })}
        onChange={(event) => {
          setNotBefore(event.target.value);
          setNotBeforeError(undefined);
        }}
      />
      {!notBeforeError && (
        <p id={hintId} className={styles.meta}>
          {m.moveNotBeforeHint(gameDayText(game))}
        </p>
      )}
      {notBefore !== '' && (
        <div className={styles.actions}>
          <Button
            variant="ghost"
            disabled={move.isPending}
            onClick={() => {
              setNotBefore('');
              setNotBeforeError(undefined);
            }}
          >
            {m.moveNotBeforeClear}
          </Button>
        </div>
      )}
      <Refusal error={move.error} fallback={m.moveError} />
      <div className={styles.actions}>
        <Button busy={move.isPending} busyLabel={m.moving} disabled={unchanged} onClick={submit}>
          {m.confirmMove}
        </Button>
        <Button variant="ghost" disabled={move.isPending} onClick={onDone}>
          {m.keep}
        </Button>
      </div>
    </div>
  );
}

function QueuedGame({ championshipId, courts, game, stage, courtBusy }: { championshipId: string; courts: DayCourt[]; game: DayGame; stage: Stage; courtBusy: boolean }) {
  const call = useCallGame(championshipId);
  const [moving, setMoving] = useState(false);
  const allowed = dayActions(stage, game, courtBusy);
  return (
    <li className={`areia-card ${styles.game}`} data-testid="day-queued">
      <p className={styles.teams}>{teamsOf(game)}</p>
      <p className={styles.meta}>
        {game.position}º · {predictedText(game)}
        {game.notBefore && ` · ${m.notBefore(formatTime(game.notBefore))}`}
        {game.calledAt && ` · ${m.called(formatTime(game.calledAt))}`}
      </p>
      {moving ? (
        <MoveForm championshipId={championshipId} courts={courts} game={game} onDone={() => setMoving(false)} />
      ) : (
        <div className={styles.actions}>
          <Button
            busy={call.isPending}
            busyLabel={m.calling}
            disabled={!allowed.call}
            aria-label={`${m.callGame}: ${teamsOf(game)}`}
            onClick={() => call.mutate(game.id, { onSuccess: () => toast.success(m.gameCalled) })}
          >
            {m.callGame}
          </Button>
          <Button variant="secondary" disabled={!allowed.move || call.isPending} aria-label={m.moveTitle(teamsOf(game))} onClick={() => setMoving(true)}>
            {m.move}
          </Button>
        </div>
      )}
      <Refusal error={call.error} fallback={m.callError} />
      {game.calledAt && <Forfeit championshipId={championshipId} game={game} allowed={allowed.forfeit} />}
      {!moving && <ScorekeeperLink championshipId={championshipId} game={game} />}
    </li>
  );
}

/** "Quadra indisponível" for 15, 30 or 60 minutes, or "Liberar quadra" while it is. */
function CourtPause({ championshipId, court, now }: { championshipId: string; court: DayCourt; now: Date }) {
  const pause = usePauseCourt(championshipId);
  const [choosing, setChoosing] = useState(false);
  const name = m.court(court.court);
  if (court.unavailableUntil && new Date(court.unavailableUntil).getTime() > now.getTime()) {
    return (
      <>
        <p className={styles.paused}>{m.unavailableUntil(formatTime(court.unavailableUntil))}</p>
        <Button
          variant="secondary"
          busy={pause.isPending}
          busyLabel={m.pausing}
          aria-label={`${m.resumeCourt}: ${name}`}
          onClick={() => pause.mutate({ court: court.court, until: null }, { onSuccess: () => toast.success(m.resumed) })}
        >
          {m.resumeCourt}
        </Button>
        <Refusal error={pause.error} fallback={m.pauseError} />
      </>
    );
  }
  return (
    <>
      {choosing ? (
        <div role="group" aria-label={`${m.pauseCourt}: ${name}`} className={styles.pauseOptions}>
          {PAUSE_MINUTES.map((minutes) => (
            <Button
              key={minutes}
              variant="secondary"
              disabled={pause.isPending}
              aria-label={m.pauseForLabel(name, minutes)}
              onClick={() =>
                pause.mutate(
                  { court: court.court, until: pauseUntil(new Date(), minutes) },
                  {
                    onSuccess: () => {
                      toast.success(m.paused);
                      setChoosing(false);
                    },
                  },
                )
              }
            >
              {m.pauseFor(minutes)}
            </Button>
          ))}
        </div>
      ) : (
        <Button variant="ghost" aria-label={`${m.pauseCourt}: ${name}`} onClick={() => setChoosing(true)}>
          {m.pauseCourt}
        </Button>
      )}
      <Refusal error={pause.error} fallback={m.pauseError} />
    </>
  );
}

export function CourtColumn({ championshipId, courts, court, now, stage }: { championshipId: string; courts: DayCourt[]; court: DayCourt; now: Date; stage: Stage }) {
  const name = m.court(court.court);
  const headingId = `court-${court.court.replace(/\W+/g, '-')}`;
  return (
    <li className={styles.court} aria-labelledby={headingId} data-testid="day-court">
      <div className={styles.courtHead}>
        <h2 id={headingId} className={styles.courtTitle}>
          {name}
        </h2>
      </div>
      <CourtPause championshipId={championshipId} court={court} now={now} />
      <CourtScorekeeperLink championshipId={championshipId} court={court.court} />
      {court.current ? <CurrentGame championshipId={championshipId} game={court.current} stage={stage} /> : <p className={styles.meta}>{m.courtFree}</p>}
      <h3 className={styles.label}>{m.queue}</h3>
      {court.next.length === 0 ? (
        <p className={styles.meta}>{m.queueEmpty}</p>
      ) : (
        <ol className={styles.queue} aria-label={`${m.queue}: ${name}`}>
          {court.next.map((game) => (
            <QueuedGame key={game.id} championshipId={championshipId} courts={courts} game={game} stage={stage} courtBusy={court.current !== null} />
          ))}
        </ol>
      )}
    </li>
  );
}

function MissingRow({ championshipId, player }: { championshipId: string; player: ReturnType<typeof missingPlayers>[number] }) {
  const checkIn = useCheckInPlayer(championshipId);
  return (
    <li className={`areia-card ${styles.game}`} data-testid="day-missing">
      <div className={styles.missingRow}>
        <span className={styles.missingName}>
          <strong>{player.nickname}</strong>
          <br />
          <span className={styles.meta}>
            {player.teamName} · {m.court(player.court)} · {formatTime(player.predictedStart)}
          </span>
        </span>
        <Button
          variant="secondary"
          busy={checkIn.isPending}
          busyLabel={m.checkingIn}
          aria-label={m.checkInLabel(player.nickname)}
          onClick={() => checkIn.mutate(player.playerId, { onSuccess: () => toast.success(m.checkedIn(player.nickname)) })}
        >
          {m.checkIn}
        </Button>
      </div>
      <Refusal error={checkIn.error} fallback={m.checkInError} />
    </li>
  );
}

/** "Quem falta": who has not checked in among the teams that play soon, each with the organizer's "Fazer check-in". */
export function MissingList({ championshipId, day, now }: { championshipId: string; day: OrganizerGameDay; now: Date }) {
  const missing = missingPlayers(day, now);
  return (
    <section aria-labelledby="day-missing-title">
      <h2 id="day-missing-title" className={styles.courtTitle}>
        {m.missingTitle}
      </h2>
      <p className={styles.meta}>{m.missingHelp}</p>
      {missing.length === 0 ? (
        <p className={styles.meta}>{m.missingNone}</p>
      ) : (
        <ul className={styles.missing} aria-label={m.missingTitle}>
          {missing.map((player) => (
            <MissingRow key={player.playerId} championshipId={championshipId} player={player} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function DayBoard({ championshipId, day, now, stage }: { championshipId: string; day: OrganizerGameDay; now: Date; stage: Stage }) {
  return (
    <>
      <ul className={styles.courts} aria-label={m.courtsLabel}>
        {day.courts.map((court) => (
          <CourtColumn key={court.court} championshipId={championshipId} courts={day.courts} court={court} now={now} stage={stage} />
        ))}
      </ul>
      <MissingList championshipId={championshipId} day={day} now={now} />
      <ScorekeeperLinks championshipId={championshipId} games={day.games} now={now} />
    </>
  );
}
