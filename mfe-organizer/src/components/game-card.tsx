import { Link } from 'react-router-dom';
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { paths } from '@areia/shared/core/paths';
import { formatSets } from '@areia/shared/core/rules/score';
import type { OrganizerGame } from '@areia/shared/core/schemas/organizer';
import type { OutboxItem } from '@areia/shared/core/offline/outbox-rules';
import { messages as m } from '../messages';
import { reportNotice } from '../rules/championship-stage';
import { scoreOpening } from '../rules/score-form';
import type { TeamNames } from '../rules/team-names';
import styles from './organizer.module.css';

export function GameSummary({ game, nameOf }: { game: OrganizerGame; nameOf: TeamNames }) {
  const finished = game.status === 'finalizado';
  return (
    <div className={styles.game}>
      <div className={styles.gameTeams}>
        <span>{nameOf(game.teamAId)}</span>
        {finished && (
          <span className={styles.gameScore} aria-label={`${game.scoreA} a ${game.scoreB}`}>
            {game.scoreA} {m.vs} {game.scoreB}
          </span>
        )}
      </div>
      <div className={styles.gameTeams}>
        <span>{nameOf(game.teamBId)}</span>
      </div>
      <div className={styles.gameMeta}>
        <span>{game.phase === 1 ? `${game.phaseLabel} · ${m.pool(game.group)}` : game.group}</span>
        {game.court && <span>{m.court(game.court)}</span>}
        {game.scheduledAt && (
          <span>
            {formatShortDate(game.scheduledAt)} {formatTime(game.scheduledAt)}
          </span>
        )}
        <span>{finished ? m.gameFinished : m.scheduled}</span>
      </div>
      {finished && game.sets && <div className={styles.meta}>{formatSets(game.sets)}</div>}
      {reportNotice(game) && <p className={styles.notice}>{reportNotice(game)}</p>}
    </div>
  );
}

/** A score of this game kept on the device, shown on its card until the server has it. */
function KeptNote({ item }: { item: OutboxItem }) {
  return (
    <p className={styles.notice} data-testid="kept-note">
      {formatSets(item.sets)} · {m.pendingSince(`${formatShortDate(item.queuedAt)} ${formatTime(item.queuedAt)}`)}
    </p>
  );
}

export function GameCard({ championshipId, game, nameOf, kept, now }: { championshipId: string; game: OrganizerGame; nameOf: TeamNames; kept?: OutboxItem | undefined; now: Date }) {
  const finished = game.status === 'finalizado';
  const opening = finished ? null : scoreOpening(game.scheduledAt, now);
  const action = finished ? m.correctScore : (opening ?? m.enterScore);
  return (
    <Link
      className="areia-card areia-card--link"
      to={paths.organizerGame.href(championshipId, game.id)}
      data-testid="organizer-game"
      aria-label={`${action}: ${nameOf(game.teamAId)} ${m.vs} ${nameOf(game.teamBId)}`}
    >
      <GameSummary game={game} nameOf={nameOf} />
      {kept && <KeptNote item={kept} />}
      {opening ? (
        <span className={styles.meta} style={{ display: 'block', marginTop: 8, fontWeight: 700 }} data-testid="score-opening">
          {opening}
        </span>
      ) : (
        <span className="areia-accent" style={{ display: 'block', marginTop: 8, fontWeight: 700 }}>
          {action} ›
        </span>
      )}
    </Link>
  );
}
