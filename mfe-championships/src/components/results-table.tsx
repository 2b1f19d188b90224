import type { ResultRow } from '@areia/shared/core/schemas/standings';
import { Card } from '@areia/shared/web/ui/card';
import { messages } from '../messages';
import { formatSaldo } from '../rules/standings';
import { StandingsHeader } from './standings-header';
import styles from './standings.module.css';

const COLUMNS = ['J', 'P', 'V', 'S', 'F'] as const;

export function ResultsTable({ rows }: { rows: ResultRow[] }) {
  return (
    <>
      <Card className={styles.group}>
        <table className={styles.table} aria-label={messages.tabResults}>
          <StandingsHeader columns={COLUMNS} withPosition />
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.team_id}>
                <td className={styles.pos}>{index + 1}</td>
                <th scope="row" className={styles.names}>
                  {row.members}
                </th>
                <td>{row.games}</td>
                <td className={styles.points}>{row.points}</td>
                <td>{row.wins}</td>
                <td>{formatSaldo(row.total)}</td>
                <td>{row.pros}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card>
        <h2 className={styles.legendTitle}>{messages.legendTitle}</h2>
        <dl className={styles.legend} aria-label={messages.legendTitle}>
          {messages.legend.map(([abbr, text]) => (
            <div key={abbr} style={{ display: 'contents' }}>
              <dt>{abbr}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.legendNote}>{messages.legendSaldoNote}</p>
      </Card>
    </>
  );
}
