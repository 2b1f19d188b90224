import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { calendarQueries } from '@areia/shared/web/api/calendar';
import { paths } from '@areia/shared/core/paths';
import { Card } from '@areia/shared/web/ui/card';
import { AthleteDay } from '@areia/shared/web/ui/day-status';
import { messages } from '../messages';
import { nextGameStage, nextGameWhen } from '../rules/next-game';
import styles from './next-game-card.module.css';

/** "Seu próximo jogo": opponent, court and time of the athlete's next game; nothing at all when there is none. */
export function NextGameCard({ userId }: { userId: string }) {
  const query = useQuery(calendarQueries.nextGame(userId));
  const game = query.data;
  if (!game) return null;
  return (
    <Card className={styles.card} aria-labelledby="next-game-title" data-testid="next-game">
      <div className={styles.head}>
        <h2 id="next-game-title" className={styles.title}>
          {messages.nextGameTitle}
        </h2>
        <span className="areia-chip" data-testid="next-game-stage" data-stage={game.stage}>
          {nextGameStage(game)}
        </span>
      </div>
      <p className={styles.opponent}>{messages.nextGameOpponent(game.opponent)}</p>
      <p className={styles.where}>
        <strong>{messages.nextGameCourt(game.court)}</strong> · <time dateTime={game.scheduled_at}>{nextGameWhen(game.scheduled_at)}</time>
      </p>
      {/* On the day: the court's queue says when, the organizer's call says now, and check-in opens before. */}
      {game.games_today && <AthleteDay championshipId={game.championship_id} />}
      <Link className={styles.link} to={paths.championship.href(game.championship_id)} aria-label={messages.nextGameOpen(game.championship_title)}>
        {game.championship_title} · {game.arena_name}
      </Link>
    </Card>
  );
}
