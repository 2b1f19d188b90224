import { rankingMessages } from '@areia/shared/core/messages';
import type { ChartPoint } from '../rules/ranking-chart';
import styles from './ranking-history.module.css';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

const dateOf = (at: Date) => at.toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: 'America/Sao_Paulo' });

/**
 * One series scaled to its own range, so level (0–1200) and points (0–5000) both show their movement; a lone value sits
 * in the middle.
 */
function coordinates(values: readonly number[]): [number, number][] {
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values.map((value, index) => [values.length > 1 ? PAD + index * step : WIDTH / 2, span === 0 ? HEIGHT / 2 : HEIGHT - PAD - ((value - low) / span) * (HEIGHT - 2 * PAD)]);
}

/** The series as a line with a dot on each finish, so a single finish still shows. */
function Series({ values, color, dashed }: { values: readonly number[]; color: string; dashed?: boolean }) {
  const points = coordinates(values);
  return (
    <g stroke={color} fill={color}>
      <polyline points={points.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" strokeWidth="2" strokeDasharray={dashed ? '4 3' : undefined} />
      {points.map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r="3.5" />
      ))}
    </g>
  );
}

/**
 * A light SVG of the level and the points after each finish, the period's first and last dates under it and today's
 * values in the legend, with the same numbers as a table for screen readers.
 */
export function RankingChart({ points }: { points: readonly ChartPoint[] }) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  return (
    <figure className={styles.chart} aria-labelledby="ranking-chart-title">
      <figcaption id="ranking-chart-title" className={styles.chartTitle}>
        {rankingMessages.chartTitle}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" aria-hidden="true" focusable="false">
        <Series values={points.map((point) => point.points)} color="var(--areia-muted)" dashed />
        <Series values={points.map((point) => point.level)} color="var(--areia-accent)" />
      </svg>
      <p className={styles.chartDates} aria-hidden="true">
        <span>{dateOf(first.at)}</span>
        {points.length > 1 && <span>{dateOf(last.at)}</span>}
      </p>
      <p className={styles.legend} aria-hidden="true">
        <span className={styles.legendLevel}>
          — {rankingMessages.level} {last.level}
        </span>{' '}
        <span>
          -- {rankingMessages.chartPoints} {last.points}
        </span>
      </p>
      <table className={styles.visuallyHidden}>
        <caption>{rankingMessages.chartTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{rankingMessages.chartDate}</th>
            <th scope="col">{rankingMessages.level}</th>
            <th scope="col">{rankingMessages.chartPoints}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.at.toISOString()}>
              <th scope="row">{dateOf(point.at)}</th>
              <td>{point.level}</td>
              <td>{point.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
