import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { SignUpState } from '@areia/shared/core/rules/championship';
import { paths } from '@areia/shared/core/paths';
import { waitlistQuery } from '@areia/shared/web/api/waitlist';
import { Button } from '@areia/shared/web/ui/button';
import { Card } from '@areia/shared/web/ui/card';
import { messages } from '../messages';
import styles from './championship-detail.module.css';

/** The path of the team form in waitlist mode. */
export const joinWaitlistHref = (championshipId: string) => `${paths.createTeam.href(championshipId)}?lista=1`;

/**
 * 'Lista de espera': the athlete's place when their team waits, or, when the championship is full, how many wait and
 * the way in. Says nothing while it loads or when there is no list to speak of (a secondary fact of the page).
 */
export function WaitlistSection({ championshipId, state }: { championshipId: string; state: SignUpState }) {
  const navigate = useNavigate();
  const waitlist = useQuery(waitlistQuery(championshipId));
  const data = waitlist.data;
  if (!data) return null;
  const waiting = data.teams.length;
  if (data.position === null && state !== 'full') return null;
  return (
    <section className={styles.section} aria-labelledby="waitlist-title" data-testid="waitlist-section">
      <h2 id="waitlist-title" className={styles.sectionTitle}>
        {messages.waitlistTitle}
      </h2>
      <Card className={styles.section}>
        {data.position !== null ? (
          <>
            <p className={styles.waitlistPlace} data-testid="waitlist-place">
              {messages.waitlistPlace(data.position)}
            </p>
            <p className="areia-muted">{messages.waitlistHint}</p>
          </>
        ) : (
          <>
            {waiting > 0 && <p className="areia-muted">{messages.waitlistWaiting(waiting)}</p>}
            <Button onClick={() => void navigate(joinWaitlistHref(championshipId))}>{messages.joinWaitlist}</Button>
          </>
        )}
      </Card>
    </section>
  );
}
