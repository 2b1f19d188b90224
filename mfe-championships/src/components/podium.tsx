import type { ResultRow } from '@areia/shared/core/schemas/standings';
import { Card } from '@areia/shared/web/ui/card';
import { TrophyIcon } from '@areia/shared/web/ui/icons';
import { messages } from '../messages';
import { podiumSteps } from '../rules/podium';
import styles from './podium.module.css';

/** The top three places of a finished championship, 2nd · 1st · 3rd as on a real podium (shared places stack). */
export function Podium({ rows }: { rows: ResultRow[] }) {
  const steps = podiumSteps(rows);
  if (steps.length === 0) return null;
  return (
    <Card className={styles.podium}>
      <h2 className={styles.title}>
        <TrophyIcon size={18} /> {messages.podium}
      </h2>
      <ol className={styles.steps} aria-label={messages.podium} data-testid="podium">
        {steps.map((step) => (
          <li key={step.place} className={`${styles.step} ${styles[`place${step.place}`] ?? ''}`} style={{ order: step.order }}>
            {step.rows.map((row) => (
              <span key={row.team_id} className={styles.team} aria-label={messages.placeOf(step.place, row.members)}>
                {row.members}
              </span>
            ))}
            <span className={styles.block} aria-hidden="true">
              {messages.place(step.place)}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
