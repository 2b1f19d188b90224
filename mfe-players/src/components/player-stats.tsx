import { formatRanking } from '@areia/shared/core/format/format';
import { rankingMessages } from '@areia/shared/core/messages';
import { messages } from '../messages';
import type { PlayerProfile } from '../rules/player-profile';
import styles from './player-stats.module.css';

/** The player's numbers as term/value pairs, so each value is read with its label. */
export function PlayerStats({ profile }: { profile: PlayerProfile }) {
  const rows: { label: string; value: string; wide?: boolean }[] = [
    { label: messages.ranking, value: `#${formatRanking(profile.ranking)}` },
    { label: rankingMessages.rankingPoints, value: String(profile.rankingPoints) },
    { label: rankingMessages.level, value: `${profile.level} · ${rankingMessages.reliability(profile.levelReliability)}` },
    { label: messages.minCategory, value: profile.minCategory },
    { label: messages.minScore, value: String(profile.minScore) },
    { label: messages.championshipsLast6Months, value: String(profile.championshipsLast6Months) },
    { label: messages.championshipsTotal, value: String(profile.championshipsTotal) },
    { label: messages.wins, value: String(profile.wins) },
    { label: messages.losses, value: String(profile.losses) },
  ];
  return (
    <section aria-labelledby="player-stats-title">
      <h2 id="player-stats-title" className={styles.title}>
        {messages.statistics}
      </h2>
      <dl className={styles.grid}>
        {rows.map((row) => (
          <div key={row.label} className={`areia-card ${styles.item}`}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={/^[#\d]/.test(row.value) ? styles.value : `${styles.value} ${styles.text}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
