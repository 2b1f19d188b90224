import { useQuery } from '@tanstack/react-query';
import { championshipQueries } from '@areia/shared/web/api/championships';
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { formatSets } from '@areia/shared/core/rules/score';
import type { Game } from '@areia/shared/core/schemas/standings';
import { GAME_PHASE_POOLS } from '@areia/shared/core/constants';
import { useSession } from '@areia/shared/web/session/session-context';
import { useOutbox } from '@areia/shared/web/offline/use-outbox';
import { Card } from '@areia/shared/web/ui/card';
import { messages } from '../messages';
import { myTeamId, scoreAction } from '../rules/score-report';
import { gameScores, gameWinner } from '../rules/standings';
import { ScoreReport } from './score-report';
import styles from './standings.module.css';

const isKnockout = (game: Game) => Number(game.phase) > GAME_PHASE_POOLS;

/** A pool game by phase and group; a knockout game by its round's name alone ('Semifinal 1', 'Final'). */
function gameTitle(game: Game): string {
  return isKnockout(game) ? messages.knockoutGameTitle(game.group, game.status) : messages.gameTitle(game.phase, game.group, game.status);
}

/** Where and when: 'Grupos · Grupo A · Quadra 1 · 14/12/26 08:30'; a knockout game's name is in its title already. */
function gameWhere(game: Game): string {
  const parts = isKnockout(game) ? [] : [game.phase_label, messages.group(game.group)];
  if (game.court) parts.push(messages.gameCourt(game.court));
  if (game.scheduled_at) parts.push(`${formatShortDate(game.scheduled_at)} ${formatTime(game.scheduled_at)}`);
  return parts.filter(Boolean).join(' · ');
}

export function GameList({ games, championshipId }: { games: Game[]; championshipId: string }) {
  const { user } = useSession();
  // The athlete's team decides who may report and who may confirm; the request is the one the detail page made.
  const teams = useQuery({ ...championshipQueries.teams(championshipId), enabled: Boolean(user) });
  const teamId = myTeamId(teams.data, user?.id);
  const outbox = useOutbox();
  return (
    <ul className="areia-list" aria-label={messages.tabGames}>
      {games.map((game) => {
        const scores = gameScores(game);
        const winner = gameWinner(game);
        const title = gameTitle(game);
        const action = scoreAction(game, teamId);
        const kept = outbox.items?.find((item) => item.gameId === game.id && item.kind !== 'score');
        return (
          <li key={game.id}>
            <Card className={styles.game} role="group" aria-label={`${title}: ${game.team_a} ${scores.a} ${messages.versus} ${scores.b} ${game.team_b}`} data-testid="game-card">
              <p className={styles.gameTitle}>{title}</p>
              <p className={styles.gameWhere} data-testid="game-where">
                {gameWhere(game)}
              </p>
              <div className={`${styles.gameRow} ${winner === 'a' ? styles.winner : ''}`}>
                <span className={styles.gameTeam}>{game.team_a}</span>
                <span className={styles.score}>{scores.a}</span>
              </div>
              <div className={`${styles.gameRow} ${winner === 'b' ? styles.winner : ''}`}>
                <span className={styles.gameTeam}>{game.team_b}</span>
                <span className={styles.score}>{scores.b}</span>
              </div>
              {game.status === 'finalizado' && game.sets && game.sets.length > 0 && (
                <p className={styles.gameSets} data-testid="game-sets">
                  {messages.gameSets}: {formatSets(game.sets)}
                </p>
              )}
              {(action !== null || game.report || kept) && <ScoreReport championshipId={championshipId} game={game} action={action} kept={kept} outbox={outbox} />}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
