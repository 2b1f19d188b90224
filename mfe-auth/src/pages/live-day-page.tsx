import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import type { DayCourt, DayGame } from '@areia/shared/core/schemas/gameday';
import { formatTime } from '@areia/shared/core/format/format';
import { PublicDayError, publicDayQueries, type PublicDay } from '@areia/shared/web/api/public-day';
import { useLiveChampionship } from '@areia/shared/web/live/use-live-championship';
import { liveMessages as m } from '../live-messages';
import { isTvMode, matchup, phoneUrl, predictedLine, setsLine, standingsByGroup, whenAndWhere } from '../rules/live-day';
import styles from './live-day-page.module.css';

const LiveQr = lazy(() => import('../components/live-qr'));

/** How many games of each court's queue the page lists (the TV has room for this many on 1920×1080 with 4 courts). */
const NEXT_SHOWN = 3;

function NextGame({ game }: { game: DayGame }) {
  return (
    <li className={styles.nextGame}>
      <span className={styles.predicted}>{predictedLine(game)}</span>
      <span>{matchup(game)}</span>
    </li>
  );
}

function Court({ court }: { court: DayCourt }) {
  const current = court.current;
  const score = current ? setsLine(current) : '';
  const headingId = `court-${court.court.replace(/\W+/g, '-')}`;
  return (
    <section className={styles.court} aria-labelledby={headingId} data-testid="live-court">
      <h2 id={headingId} className={styles.courtName}>
        {m.court(court.court)}
      </h2>
      {court.unavailableUntil && <p className={styles.unavailable}>{m.courtUnavailable(formatTime(court.unavailableUntil))}</p>}
      <p className={styles.label}>{m.nowOnCourt}</p>
      {current ? (
        <div className={styles.current} data-testid="live-current">
          <p className={styles.teams}>
            <span>{current.teamA.name}</span>
            <span className={styles.versus} aria-hidden="true">
              {m.versus}
            </span>
            <span>{current.teamB.name}</span>
          </p>
          {score && (
            <p className={styles.score} aria-label={m.score(score)}>
              {score}
            </p>
          )}
        </div>
      ) : (
        <p className={styles.empty}>{m.nothingOnCourt}</p>
      )}
      <p className={styles.label}>{m.next}</p>
      {court.next.length > 0 ? (
        <ol className={styles.nextList}>
          {court.next.slice(0, NEXT_SHOWN).map((game) => (
            <NextGame key={game.id} game={game} />
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{m.nothingNext}</p>
      )}
    </section>
  );
}

function Standings({ day }: { day: PublicDay }) {
  const groups = standingsByGroup(day.standings);
  if (groups.length === 0) return null;
  return (
    <section className={styles.standings} aria-labelledby="live-standings">
      <h2 id="live-standings" className={styles.sectionTitle}>
        {m.standings}
      </h2>
      <div className={styles.groups}>
        {groups.map((group) => (
          <table key={group.label} className={styles.table}>
            <caption>{m.group(group.label)}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{m.team}</th>
                <th scope="col">
                  <abbr title={m.gamesLong}>{m.gamesShort}</abbr>
                </th>
                <th scope="col">
                  <abbr title={m.winsLong}>{m.winsShort}</abbr>
                </th>
                <th scope="col">
                  <abbr title={m.pointsLong}>{m.pointsShort}</abbr>
                </th>
                <th scope="col">
                  <abbr title={m.balanceLong}>{m.balanceShort}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.team_id}>
                  <td>{row.position}</td>
                  <th scope="row">{row.members}</th>
                  <td>{row.games}</td>
                  <td>{row.wins}</td>
                  <td>{row.points}</td>
                  <td>{row.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}

/**
 * "Ao vivo": a championship's day for anyone with the link, no account — title, date and arena, each court's game on
 * now with its live set score and what comes next with predicted times, and the standings. `?tv=1` is the arena's TV:
 * landscape, large type, courts side by side, a QR code to this page, no navigation.
 */
export default function LiveDayPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const tv = isTvMode(location.search);
  const query = useQuery(publicDayQueries.day(id));
  const day = query.data;
  // Every change of the championship (a point, a call, a move) refetches the day.
  const dayKey = publicDayQueries.day(id).queryKey;
  useLiveChampionship(id || undefined, { championship: [dayKey], games: [dayKey], day: [dayKey] });

  useEffect(() => {
    if (day) document.title = `${m.badge} · ${day.title} · Areia`;
  }, [day]);

  if (!day) {
    const notFound = query.error instanceof PublicDayError && query.error.status === 404;
    return (
      <main className={tv ? styles.tv : styles.page}>
        <p className={styles.status} role={query.isError ? 'alert' : 'status'}>
          {query.isError ? (notFound ? m.notFound : m.failed) : m.loading}
        </p>
      </main>
    );
  }

  return (
    <main className={tv ? styles.tv : styles.page} data-testid="live-day">
      <header className={styles.header}>
        <div className={styles.heading}>
          <p className={styles.badge}>
            <span className={styles.dot} aria-hidden="true" />
            {m.badge}
          </p>
          <h1 className={styles.title}>{day.title}</h1>
          <p className={styles.when}>{whenAndWhere(day.occurs, day.arenaName)}</p>
        </div>
        {tv && (
          <Suspense fallback={null}>
            <LiveQr url={phoneUrl(window.location.href)} className={styles.qr} />
          </Suspense>
        )}
      </header>
      {day.courts.length > 0 ? (
        <div className={styles.courts} style={tv ? { gridTemplateColumns: `repeat(${Math.min(day.courts.length, 4)}, minmax(0, 1fr))` } : undefined}>
          {day.courts.map((court) => (
            <Court key={court.court} court={court} />
          ))}
        </div>
      ) : (
        <p className={styles.status}>{m.noCourts}</p>
      )}
      <Standings day={day} />
    </main>
  );
}
