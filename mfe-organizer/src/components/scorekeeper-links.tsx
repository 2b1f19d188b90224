import { useQuery } from '@tanstack/react-query';
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import type { DayGame } from '@areia/shared/core/schemas/gameday';
import type { ScorekeeperLink } from '@areia/shared/core/schemas/scorekeeper';
import { scorekeeperLinkQueries } from '@areia/shared/web/api/scorekeeper-links';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { LoadingState } from '@areia/shared/web/ui/states';
import { messages as m } from '../messages';
import { teamsOf } from '../rules/game-day';
import { RevokeLink } from './scorekeeper-link';
import styles from './day-board.module.css';

/** "às 10:05" on the day shown, "em 27/11/26 às 18:00" on another. */
function whenText(at: string, now: Date): string {
  const day = formatShortDate(at);
  return day === formatShortDate(now) ? m.at(formatTime(at)) : m.onDayAt(day, formatTime(at));
}

/** What a link scores, in the day's words: "Jogo: A / B x C / D" or "Quadra 1, dia todo". */
export function linkSubject(link: Pick<ScorekeeperLink, 'gameId' | 'court'>, games: DayGame[]): string {
  if (link.gameId) {
    const game = games.find((candidate) => candidate.id === link.gameId);
    return game ? m.linkOfGame(teamsOf(game)) : m.linkOfGameGone;
  }
  return m.linkOfCourt(m.court(link.court ?? ''));
}

/** Live links first (newest first, as the API answers), then the revoked ones, marked as such. */
export const linksInOrder = (links: ScorekeeperLink[]) => [...links.filter((link) => !link.revokedAt), ...links.filter((link) => link.revokedAt)];

function LinkRow({ championshipId, link, subject, now }: { championshipId: string; link: ScorekeeperLink; subject: string; now: Date }) {
  return (
    <li className={`areia-card ${styles.game}`} data-testid="keeper-link-row" data-revoked={link.revokedAt !== null}>
      <p className={styles.teams}>{subject}</p>
      <p className={styles.meta}>
        {m.linkCreated(whenText(link.createdAt, now))} · {link.revokedAt ? <strong>{m.linkRevokedAt(whenText(link.revokedAt, now))}</strong> : m.linkActive}
      </p>
      {!link.revokedAt && <RevokeLink championshipId={championshipId} linkId={link.id} label={m.linkRevokeLabel(subject)} />}
    </li>
  );
}

/** "Links do mesário": every link made for the championship, game or court, with when and "Revogar" (asked first). */
export function ScorekeeperLinks({ championshipId, games, now }: { championshipId: string; games: DayGame[]; now: Date }) {
  const query = useQuery(scorekeeperLinkQueries.list(championshipId));
  return (
    <section aria-labelledby="day-links-title" className={styles.section}>
      <h2 id="day-links-title" className={styles.courtTitle}>
        {m.linksTitle}
      </h2>
      <p className={styles.meta}>{m.linksHelp}</p>
      <QueryView query={query} loading={<LoadingState shape="rows" />} errorMessage={m.linksError} empty={<p className={styles.meta}>{m.linksEmpty}</p>}>
        {(links) => (
          <ul className={styles.missing} aria-label={m.linksTitle}>
            {linksInOrder(links).map((link) => (
              <LinkRow key={link.id} championshipId={championshipId} link={link} subject={linkSubject(link, games)} now={now} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
