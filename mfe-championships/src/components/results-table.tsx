import type { ResultRow } from '@areia/shared/core/schemas/standings';
import { Card } from '@areia/shared/web/ui/card';
import { messages } from '../messages';
import { formatSaldo } from '@areia/shared/core/format/saldo';
import { StandingsLegend } from '@areia/shared/web/ui/standings-legend';
import { Podium } from './podium';
import { StandingsHeader } from './standings-header';
import styles from './standings.module.css';

const COLUMNS = ['J', 'P', 'V', 'S', 'F'] as const;

/** Geral: the championship's table; once finished, its final classification with the podium on top. */
export function ResultsTable({ rows }: { rows: ResultRow[] }) {
  const finished = rows.some((row) => row.placement !== null);
  return (
    <>
      {finished && <Podium rows={rows} />}
      <Card className={styles.group}>
        <table className={styles.table} aria-label={finished ? messages.finalClassification : messages.tabResults}>
          {finished && <caption className={styles.groupTitle}>{messages.finalClassification}</caption>}
          <StandingsHeader columns={COLUMNS} withPosition />
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.team_id} data-testid="result-row">
                <td className={styles.pos}>{row.placement !== null ? messages.place(row.placement) : index + 1}</td>
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
        <StandingsLegend columns={COLUMNS} />
      </Card>
    </>
  );
}
