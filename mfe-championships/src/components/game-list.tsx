import type { Game } from '@areia/shared/schemas/standings';
import { Card } from '@areia/shared/ui/card';
import { messages } from '../messages';
import { gameScores, gameWinner } from '../rules/standings';
import styles from './standings.module.css';

export function GameList({ games }: { games: Game[] }) {
  return (
    <ul className="areia-list" aria-label={messages.tabGames}>
      {games.map((game) => {
        const scores = gameScores(game);
        const winner = gameWinner(game);
        const title = messages.gameTitle(game.phase, game.group, game.status);
        return (
          <li key={game.id}>
            <Card className={styles.game} role="group" aria-label={`${title}: ${game.team_a} ${scores.a} ${messages.versus} ${scores.b} ${game.team_b}`} data-testid="game-card">
              <p className={styles.gameTitle}>{title}</p>
              <div className={`${styles.gameRow} ${winner === 'a' ? styles.winner : ''}`}>
                <span className={styles.gameTeam}>{game.team_a}</span>
                <span className={styles.score}>{scores.a}</span>
              </div>
              <div className={`${styles.gameRow} ${winner === 'b' ? styles.winner : ''}`}>
                <span className={styles.gameTeam}>{game.team_b}</span>
                <span className={styles.score}>{scores.b}</span>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
