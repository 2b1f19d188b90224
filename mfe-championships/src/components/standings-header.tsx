import { messages } from '../messages';
import styles from './standings.module.css';

type Column = keyof typeof messages.columns;

/** The header row of a standings table: optional position, the team, then the abbreviated columns with their meaning. */
export function StandingsHeader({ columns, withPosition = false }: { columns: readonly Column[]; withPosition?: boolean }) {
  return (
    <thead>
      <tr>
        {withPosition && (
          <th scope="col" className={styles.pos}>
            {messages.position}
          </th>
        )}
        <th scope="col" className={styles.teamCol}>
          {messages.team}
        </th>
        {columns.map((column) => (
          <th key={column} scope="col">
            <abbr title={messages.columns[column]}>{column}</abbr>
          </th>
        ))}
      </tr>
    </thead>
  );
}
