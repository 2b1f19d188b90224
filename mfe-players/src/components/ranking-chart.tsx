import { rankingMessages } from '@areia/shared/core/messages';
import { LEVEL_MAX } from '@areia/shared/core/rules/ranking/level';
import { formatShortDate } from '@areia/shared/core/format/format';
import type { ChartPoint } from '../rules/ranking-chart';
import styles from './ranking-history.module.css';

const WIDTH = 320;
const HEIGHT = 150;
/** The plot between the axes: the level's scale on the left, the points' on the right, the dates below. */
const LEFT = 40;
const RIGHT = WIDTH - 40;
const TOP = 12;
const BOTTOM = 118;

/** The values a series' axis spans: its own range, so level (0–1200) and points (0–5000) both show their movement. */
type Domain = { low: number; high: number };

/**
 * Several finishes: each series spans its own lowest to highest value. One finish: both from 0, the level up to the
 * top of its scale and the points up to their value, so the two marks do not sit on each other in the middle.
 */
function domainOf(values: readonly number[], top: number | null): Domain {
  if (values.length === 1) return { low: 0, high: Math.max(top ?? values[0]!, values[0]!, 1) };
  return { low: Math.min(...values), high: Math.max(...values) };
}

function coordinates(values: readonly number[], domain: Domain): [number, number][] {
  const span = domain.high - domain.low;
  const step = values.length > 1 ? (RIGHT - LEFT) / (values.length - 1) : 0;
  return values.map((value, index) => [values.length > 1 ? LEFT + index * step : (LEFT + RIGHT) / 2, span === 0 ? (TOP + BOTTOM) / 2 : BOTTOM - ((value - domain.low) / span) * (BOTTOM - TOP)]);
}

/** The series as a line with a mark on each finish (a dot for the level, a square for the points); one finish's marks carry their value. */
function Series({ values, domain, color, dashed }: { values: readonly number[]; domain: Domain; color: string; dashed?: boolean }) {
  const points = coordinates(values, domain);
  const single = points.length === 1;
  return (
    <g stroke={color} fill={color}>
      {!single && <polyline points={points.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" strokeWidth="2" strokeDasharray={dashed ? '5 4' : undefined} />}
      {points.map(([x, y], index) => (dashed ? <rect key={index} x={x - 3.5} y={y - 3.5} width="7" height="7" /> : <circle key={index} cx={x} cy={y} r="4" />))}
      {single && (
        <text x={points[0]![0] + (dashed ? -10 : 10)} y={points[0]![1] + 4} fontSize="11" stroke="none" textAnchor={dashed ? 'end' : 'start'}>
          {values[0]}
        </text>
      )}
    </g>
  );
}

/** A series' scale on its axis: the top and the bottom of its domain, or its one value in the middle. */
function Scale({ domain, x, anchor, color }: { domain: Domain; x: number; anchor: 'start' | 'end'; color: string }) {
  const labels: [number, number][] = domain.high === domain.low ? [[domain.low, (TOP + BOTTOM) / 2]] : [[domain.high, TOP], [domain.low, BOTTOM]];
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
  const levelDomain = domainOf(levels, LEVEL_MAX);
  const pointsDomain = domainOf(totals, null);
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
        <Scale domain={levelDomain} x={LEFT - 10} anchor="end" color="var(--areia-accent)" />
        <Scale domain={pointsDomain} x={RIGHT + 10} anchor="start" color="var(--areia-muted)" />
        <Series values={totals} domain={pointsDomain} color="var(--areia-muted)" dashed />
        <Series values={levels} domain={levelDomain} color="var(--areia-accent)" />
        <g fill="var(--areia-muted)" fontSize="11">
          {single ? (
            <text x={(LEFT + RIGHT) / 2} y={HEIGHT - 6} textAnchor="middle">
              {formatShortDate(first.at)}
            </text>
          ) : (
            <>
              <text x={LEFT - 6} y={HEIGHT - 6} textAnchor="start">
                {formatShortDate(first.at)}
              </text>
              <text x={RIGHT + 6} y={HEIGHT - 6} textAnchor="end">
                {formatShortDate(last.at)}
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
              <th scope="row">{formatShortDate(point.at)}</th>
              <td>{point.level}</td>
              <td>{point.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
