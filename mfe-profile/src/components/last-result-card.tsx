import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { resultMessages } from '@areia/shared/core/messages';
import { paths } from '@areia/shared/core/paths';
import { levelChange, pointsWon } from '@areia/shared/core/rules/result-words';
import { resultQueries } from '@areia/shared/web/api/results';
import { Card } from '@areia/shared/web/ui/card';
import { ShareResultButton } from '@areia/shared/web/ui/share-result-button';
import styles from './last-result-card.module.css';

/** The athlete's result for a day after the finish: place, points and level change, with "Compartilhar"; nothing otherwise. */
export function LastResultCard({ userId }: { userId: string }) {
  const result = useQuery(resultQueries.last(userId)).data;
  if (!result) return null;
  return (
    <Card className={styles.card} aria-labelledby="last-result-title" data-testid="last-result">
      <h2 id="last-result-title" className={styles.title}>
        {resultMessages.lastTitle}
      </h2>
      <p className={styles.headline}>{result.headline}</p>
      <p className={styles.championship}>{result.championship_title}</p>
      <p className={styles.team}>
        {result.team.join(' / ')} · <span className={styles.nowrap}>{resultMessages.teams(result.teams)}</span>
      </p>
      <ul className={styles.figures}>
        <li>{pointsWon(result.points)}</li>
        <li>{levelChange(result.level_before, result.level_after)}</li>
      </ul>
      <div className={styles.actions}>
        <ShareResultButton championshipId={result.championship_id} athleteId={result.athlete_id} championshipTitle={result.championship_title} prefetch variant="primary" />
        <Link className={styles.link} to={paths.player.href(result.athlete_id)}>
          {resultMessages.openHistory}
        </Link>
      </div>
    </Card>
  );
}
