import { formatRanking } from '@areia/shared/core/format/format';
import { rankingMessages } from '@areia/shared/core/messages';
import { Card } from '@areia/shared/web/ui/card';
import { messages } from '../messages';
import type { ProfileStats } from '../rules/profile-stats';
import { rankingMovement } from '../rules/ranking-movement';
import styles from './profile-statistics.module.css';

export function ProfileStatistics({ stats }: { stats: ProfileStats }) {
  const movement = rankingMovement(stats.rankingChange);
  const rows: [string, string | number][] = [
    [rankingMessages.rankingPoints, stats.rankingPoints],
    [rankingMessages.level, `${stats.level} · ${rankingMessages.reliability(stats.levelReliability)}`],
    [messages.minCategory, stats.minCategory],
    [messages.minScore, stats.minScore],
    [messages.championshipsLast6Months, stats.recentChampionships],
    [messages.championshipsTotal, stats.totalChampionships],
    [messages.wins, stats.wins],
    [messages.losses, stats.losses],
  ];
  return (
    <>
      <Card className={styles.ranking} aria-labelledby="perfil-ranking-title">
        <h2 id="perfil-ranking-title" className={styles.rankingTitle}>
          {messages.rankingTitle}
        </h2>
        <p className={styles.position}>#{formatRanking(stats.ranking)}</p>
        <p className={`${styles.movement} ${styles[movement.direction]}`}>
          {movement.label}
          {movement.direction !== 'steady' && <span className={styles.hint}> {messages.rankingMonthHint}</span>}
        </p>
      </Card>
      <section aria-labelledby="perfil-stats-title">
        <h2 id="perfil-stats-title" className={styles.sectionTitle}>
          {messages.statisticsTitle}
        </h2>
        <dl className={styles.grid}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.item}>
              <dt className={styles.label}>{label}</dt>
              <dd className={typeof value === 'number' ? styles.value : `${styles.value} ${styles.text}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
