import { rankingMessages } from '@areia/shared/core/messages';
import type { ChartPoint } from '../rules/ranking-chart';
import styles from './ranking-history.module.css';

const WIDTH = 320;
const HEIGHT = 150;
/** The plot between the axes: the level's scale on the left, the points' on the right, the dates below. */
const LEFT = 40;
const RIGHT = WIDTH - 40;
const TOP = 12;
const BOTTOM = 118;

const dateOf = (at: Date) => at.toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: 'America/Sao_Paulo' });

/**
 * One series scaled to its own range, so level (0–1200) and points (0–5000) both show their movement; a lone value
 * sits in the middle.
 */
function coordinates(values: readonly number[]): [number, number][] {
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  const step = values.length > 1 ? (RIGHT - LEFT) / (values.length - 1) : 0;
  return values.map((value, index) => [values.length > 1 ? LEFT + index * step : (LEFT + RIGHT) / 2, span === 0 ? (TOP + BOTTOM) / 2 : BOTTOM - ((value - low) / span) * (BOTTOM - TOP)]);
}

/** The series as a line with a dot on each finish, so a single finish still shows. */
function Series({ values, color, dashed }: { values: readonly number[]; color: string; dashed?: boolean }) {
  const points = coordinates(values);
  return (
    <g stroke={color} fill={color}>
      {points.length > 1 && <polyline points={points.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" strokeWidth="2" strokeDasharray={dashed ? '5 4' : undefined} />}
      {points.map(([x, y], index) => (dashed ? <rect key={index} x={x - 3.5} y={y - 3.5} width="7" height="7" /> : <circle key={index} cx={x} cy={y} r="4" />))}
    </g>
  );
}

/** A series' scale on its axis: its highest and lowest values, or its one value in the middle. */
function Scale({ values, x, anchor, color }: { values: readonly number[]; x: number; anchor: 'start' | 'end'; color: string }) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const labels: [number, number][] = high === low ? [[low, (TOP + BOTTOM) / 2]] : [[high, TOP], [low, BOTTOM]];
  return (
    <g fill={color} fontSize="11" textAnchor={anchor}>
      {labels.map(([value, y]) => (
        <text key={y} x={x} y={y + 4}>
          {value}
        </text>
      ))}
    </g>
  );
}

/** A legend entry's sample: the series' own line and mark. */
function Swatch({ color, dashed }: { color: string; dashed?: boolean }) {
  return (
    <svg className={styles.swatch} viewBox="0 0 24 10" width="24" height="10" aria-hidden="true" focusable="false">
      <line x1="0" y1="5" x2="24" y2="5" stroke={color} strokeWidth="2" strokeDasharray={dashed ? '5 4' : undefined} />
      {dashed ? <rect x="8.5" y="1.5" width="7" height="7" fill={color} /> : <circle cx="12" cy="5" r="4" fill={color} />}
    </svg>
  );
}

/**
 * A light SVG of the level (left scale) and the points (right scale) after each finish, between axes with the first
 * and last dates under them, a legend naming each line with today's value, and the same numbers as a table for
 * screen readers. One finish is named "Primeiro resultado" rather than left as a lone dot.
 */
export function RankingChart({ points }: { points: readonly ChartPoint[] }) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const levels = points.map((point) => point.level);
  const totals = points.map((point) => point.points);
  const single = points.length === 1;
  return (
    <figure className={styles.chart} aria-labelledby="ranking-chart-title" data-testid="ranking-chart">
      <figcaption id="ranking-chart-title" className={styles.chartTitle}>
        {rankingMessages.chartTitle}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" aria-hidden="true" focusable="false">
        <g stroke="var(--areia-border)" strokeWidth="1">
          <line x1={LEFT - 6} y1={BOTTOM + 6} x2={RIGHT + 6} y2={BOTTOM + 6} />
          <line x1={LEFT - 6} y1={TOP - 6} x2={LEFT - 6} y2={BOTTOM + 6} />
          <line x1={RIGHT + 6} y1={TOP - 6} x2={RIGHT + 6} y2={BOTTOM + 6} />
        </g>
        <Scale values={levels} x={LEFT - 10} anchor="end" color="var(--areia-accent)" />
        <Scale values={totals} x={RIGHT + 10} anchor="start" color="var(--areia-muted)" />
        <Series values={totals} color="var(--areia-muted)" dashed />
        <Series values={levels} color="var(--areia-accent)" />
        <g fill="var(--areia-muted)" fontSize="11">
          {single ? (
            <text x={(LEFT + RIGHT) / 2} y={HEIGHT - 6} textAnchor="middle">
              {dateOf(first.at)}
            </text>
          ) : (
            <>
              <text x={LEFT - 6} y={HEIGHT - 6} textAnchor="start">
                {dateOf(first.at)}
              </text>
              <text x={RIGHT + 6} y={HEIGHT - 6} textAnchor="end">
                {dateOf(last.at)}
              </text>
            </>
          )}
        </g>
      </svg>
      {single && <p className={styles.chartFirst}>{rankingMessages.chartFirst}</p>}
      <ul className={styles.legend} aria-label={rankingMessages.chartLegend}>
        <li className={styles.legendLevel}>
          <Swatch color="var(--areia-accent)" />
          {rankingMessages.level} {last.level}
        </li>
        <li>
          <Swatch color="var(--areia-muted)" dashed />
          {rankingMessages.chartPoints} {last.points}
        </li>
      </ul>
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
