import type { GroupRow } from '@areia/shared/core/schemas/standings';
import { Fragment } from 'react';
import { Card } from '@areia/shared/web/ui/card';
import { messages } from '../messages';
import { formatSaldo } from '@areia/shared/core/format/saldo';
import { StandingsLegend } from '@areia/shared/web/ui/standings-legend';
import { groupTables } from '../rules/standings';
import { StandingsHeader } from './standings-header';
import styles from './standings.module.css';

const COLUMNS = ['J', 'P', 'V', 'D', 'S'] as const;

export function GroupTables({ rows }: { rows: GroupRow[] }) {
  return (
    <>
      {groupTables(rows).map((group) => (
        <Card key={group.label} className={styles.group}>
          <table className={styles.table}>
            <caption className={styles.groupTitle}>
              {messages.group(group.label)}
            </caption>
            <StandingsHeader columns={COLUMNS} withPosition />
            <tbody>
              {group.rows.map((row) => (
                <Fragment key={row.team_id}>
                  <tr>
                    <td className={styles.pos}>{row.position}</td>
                    <th scope="row" className={styles.names}>
                      {row.members}
                    </th>
                    <td>{row.games}</td>
                    <td className={styles.points}>{row.points}</td>
                    <td>{row.wins}</td>
                    <td>{row.defeats}</td>
                    <td>{formatSaldo(row.total)}</td>
                  </tr>
                  {/* The FIVB tie-break that put the team here, as the API explains it. */}
                  {row.explanation && row.games > 0 && (
                    <tr className={styles.why} data-testid="tie-break">
                      <td colSpan={COLUMNS.length + 2} aria-label={messages.explanationOf(row.members)}>
                        {row.explanation}
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </Card>
      ))}
      <Card>
        <StandingsLegend columns={COLUMNS} />
      </Card>
    </>
  );
}
