import { Card } from '@areia/shared/web/ui/card';
import { formatRanking } from '@areia/shared/core/format/format';
import { rankingMessages } from '@areia/shared/core/messages';
import { messages } from '../messages';
import styles from './ranking-card.module.css';

interface RankingCardProps {
  ranking: number;
  /** How many athletes the ranking is among; '...' while unknown. */
  totalPlayers: string;
  rankingPoints: number;
}

export function RankingCard({ ranking, totalPlayers, rankingPoints }: RankingCardProps) {
  return (
    <Card className={styles.card} aria-labelledby="ranking-geral-title">
      <h2 id="ranking-geral-title" className={styles.title}>
        {messages.rankingTitle}
      </h2>
      <p className={styles.position}>#{formatRanking(ranking)}</p>
      <p className={styles.total}>{rankingMessages.points(rankingPoints)}</p>
      <p className={styles.total}>{messages.rankingTotal(totalPlayers)}</p>
    </Card>
  );
}
