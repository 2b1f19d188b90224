import { formatSaldo } from '@areia/shared/core/format/saldo';
import { standingsMessages, type StandingsColumn } from '@areia/shared/core/messages';
import type { OrganizerPool } from '@areia/shared/core/schemas/organizer';
import { StandingsColumnHeader } from '@areia/shared/web/ui/standings-legend';
import { messages as m } from '../messages';
import type { TeamNames } from '../rules/team-names';
import styles from './organizer.module.css';

/** The athletes' pool columns (mfe-championships' group tables), in their order: one table, read the same by both. */
export const POOL_COLUMNS: readonly StandingsColumn[] = ['J', 'P', 'V', 'D', 'S'];

/** A pool by the FIVB order the API computed, each row with its reason when a tie was broken. */
export function PoolTable({ pool, nameOf }: { pool: OrganizerPool; nameOf: TeamNames }) {
  const rows =
    pool.standings.length > 0
      ? pool.standings
      : pool.teamIds.map((teamId, index) => ({
          position: index + 1,
          teamId,
          played: 0,
          wins: 0,
          matchPoints: 0,
          setsWon: 0,
          setsLost: 0,
          pointsFor: 0,
          pointsAgainst: 0,
          explanation: '',
        }));
  return (
    <section className="areia-card" aria-label={m.pool(pool.label)} data-testid="organizer-pool">
      <h3 className={styles.cardTitle}>{m.pool(pool.label)}</h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.num}>
              {standingsMessages.position}
            </th>
            <th scope="col">{standingsMessages.team}</th>
            {POOL_COLUMNS.map((column) => (
              <StandingsColumnHeader key={column} column={column} className={styles.num} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teamId}>
              <td className={styles.num}>{row.position}</td>
              <td>
                {nameOf(row.teamId)}
                {/* Before a team has played there is nothing to explain yet (the API still says how the draw seeded it). */}
                {row.explanation && row.played > 0 && <span className={styles.why}>{row.explanation}</span>}
              </td>
              <td className={styles.num}>{row.played}</td>
              <td className={styles.num}>{row.matchPoints}</td>
              <td className={styles.num}>{row.wins}</td>
              <td className={styles.num}>{row.played - row.wins}</td>
              <td className={styles.num}>{formatSaldo(row.pointsFor - row.pointsAgainst)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
