import { useQuery } from '@tanstack/react-query';
import { PAYMENT_STATUS_LABELS } from '@areia/shared/core/rules/payment';
import type { OrganizerChampionshipDetail } from '@areia/shared/core/schemas/organizer';
import { paymentQueries } from '@areia/shared/web/api/payments';
import { EmptyState } from '@areia/shared/web/ui/states';
import { messages as m } from '../messages';
import { teamPaymentStates } from '../rules/payment-groups';
import payments from './payments.module.css';
import styles from './team-list.module.css';

/**
 * The teams signed up, each with where its payment stands (the payments screen's states and words), so the organizer
 * sees who the draw would release before tapping it. A free championship has no shares and shows none; while the
 * payments load (or when they cannot be read) each chip's room stays empty.
 */
export function TeamList({ championship }: { championship: OrganizerChampionshipDetail }) {
  const paid = championship.price > 0;
  const rows = useQuery({ ...paymentQueries.championship(championship.id), enabled: paid });
  const states = paid && rows.data ? teamPaymentStates(rows.data) : null;
  if (championship.teams.length === 0) return <EmptyState message={m.noTeams} />;
  return (
    <ul className="areia-list" aria-label={m.teamsTitle}>
      {championship.teams.map((team) => {
        const state = states?.get(team.id);
        return (
          <li key={team.id} className={`areia-card ${styles.team}`} data-testid="organizer-team">
            <span className={styles.name}>
              <strong>{team.name}</strong> <span className="areia-muted">· {m.teamLevel(team.rating)}</span>
            </span>
            {team.status === 'pending' ? (
              <span className={`areia-chip ${payments.chip}`} data-testid="team-payment">
                {m.teamAwaitingPartner}
              </span>
            ) : state ? (
              <span className={`areia-chip ${payments.chip}`} data-status={state} data-testid="team-payment">
                <span className="areia-visually-hidden">{m.teamPayment} </span>
                {PAYMENT_STATUS_LABELS[state]}
              </span>
            ) : paid && !rows.data ? (
              // The chip's room is kept while the payments are on their way, so the list does not move when they come.
              <span className={`areia-chip ${payments.chip} ${styles.placeholder}`} aria-hidden="true">
                &nbsp;
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
