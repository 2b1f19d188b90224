import { Link } from 'react-router-dom';
import { formatRankingPlace, rankedPosition } from '@areia/shared/core/format/format';
import { rankingMessages, sharedMessages } from '@areia/shared/core/messages';
import { paths, rankingAtMineHref } from '@areia/shared/core/paths';
import { messages } from '../messages';
import styles from './ranking-card.module.css';

interface RankingCardProps {
  ranking: number;
  /** How many athletes the ranking is among; '...' while unknown. */
  totalPlayers: string;
  rankingPoints: number;
}

/**
 * The athlete's place in the Ranking Geral; a tap opens the ranking at their own row. With no ranking points there is
 * no place earned: "Sem ranking ainda", and the tap opens the ranking from the top.
 */
export function RankingCard({ ranking, totalPlayers, rankingPoints }: RankingCardProps) {
  const ranked = rankedPosition(ranking, rankingPoints) !== null;
  const place = formatRankingPlace(ranking, rankingPoints);
  return (
    <Link
      className={`areia-card areia-card--link ${styles.card}`}
      to={ranked ? rankingAtMineHref() : paths.players.href()}
      aria-label={ranked ? messages.rankingOpenAtMine(place) : messages.rankingOpen}
      data-testid="ranking-card"
    >
      <h2 className={styles.title}>{messages.rankingTitle}</h2>
      <p className={ranked ? styles.position : `${styles.position} ${styles.none}`}>{place}</p>
      {ranked ? (
        <>
          <p className={styles.total}>{rankingMessages.points(rankingPoints)}</p>
          <p className={styles.total}>{messages.rankingTotal(totalPlayers)}</p>
        </>
      ) : (
        <p className={styles.total}>{sharedMessages.noRankingYetHint}</p>
      )}
      <span className={styles.more} aria-hidden="true">
        {messages.rankingSee} ›
      </span>
    </Link>
  );
}
