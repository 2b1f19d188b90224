import { Card } from '@areia/shared/web/ui/card';
import { formatRanking } from '@areia/shared/core/format/format';
import { messages } from '../messages';
import styles from './ranking-card.module.css';

interface RankingCardProps {
  ranking: number;
  /** How many athletes the ranking is among; '...' while unknown. */
  totalPlayers: string;
}

export function RankingCard({ ranking, totalPlayers }: RankingCardProps) {
  return (
    <Card className={styles.card} aria-labelledby="ranking-geral-title">
      <h2 id="ranking-geral-title" className={styles.title}>
        {messages.rankingTitle}
      </h2>
      <p className={styles.position}>#{formatRanking(ranking)}</p>
      <p className={styles.total}>{messages.rankingTotal(totalPlayers)}</p>
    </Card>
  );
}
