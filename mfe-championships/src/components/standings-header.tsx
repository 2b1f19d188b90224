import { standingsMessages, type StandingsColumn } from '@areia/shared/core/messages';
import { StandingsColumnHeader } from '@areia/shared/web/ui/standings-legend';
import styles from './standings.module.css';

/** The header row of a standings table: optional position, the team, then the abbreviated columns with their meaning. */
export function StandingsHeader({ columns, withPosition = false }: { columns: readonly StandingsColumn[]; withPosition?: boolean }) {
  return (
    <thead>
      <tr>
        {withPosition && (
          <th scope="col" className={styles.pos}>
            {standingsMessages.position}
          </th>
        )}
        <th scope="col" className={styles.teamCol}>
          {standingsMessages.team}
        </th>
        {columns.map((column) => (
          <StandingsColumnHeader key={column} column={column} />
        ))}
      </tr>
    </thead>
  );
}
