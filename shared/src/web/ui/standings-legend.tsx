import { standingsMessages as m, type StandingsColumn } from '@areia/shared/core/messages';
import '@areia/shared/web/ui/standings-legend.css';

/** A column's header: its abbreviation, with its meaning for screen readers and on hover. */
export function StandingsColumnHeader({ column, className }: { column: StandingsColumn; className?: string }) {
  return (
    <th scope="col" className={className}>
      <abbr title={m.columns[column]}>{column}</abbr>
    </th>
  );
}

/** What a table's columns mean, in its own order, with how points and saldo are counted when it shows them. */
export function StandingsLegend({ columns }: { columns: readonly StandingsColumn[] }) {
  return (
    <div className="areia-standings-legend">
      <h2 className="areia-standings-legend__title">{m.legendTitle}</h2>
      <dl className="areia-standings-legend__list" aria-label={m.legendTitle}>
        {columns.map((column) => (
          <div key={column} className="areia-standings-legend__item">
            <dt>{column}</dt>
            <dd>{m.columns[column]}</dd>
          </div>
        ))}
      </dl>
      {columns.includes('P') && <p className="areia-standings-legend__note">{m.legendPointsNote}</p>}
      {columns.includes('S') && <p className="areia-standings-legend__note">{m.legendSaldoNote}</p>}
    </div>
  );
}
