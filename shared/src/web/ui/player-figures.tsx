import type { ReactNode } from 'react';
import { formatRankingPlace, rankedPosition } from '@areia/shared/core/format/format';
import { rankingMessages, sharedMessages } from '@areia/shared/core/messages';
import '@areia/shared/web/ui/player-figures.css';

/** A player's figures, the same for the athlete's own profile and anyone's player page. */
export interface PlayerFiguresData {
  ranking: number;
  rankingPoints: number;
  /** The level (what the API also calls `rating`), shown with its reliability. */
  level: number;
  levelReliability: number;
  minCategory: string;
  /** Why the minimum category is what it is (the level and its confidence, or the title that raises it, and until when). */
  minCategoryReason?: string;
  minScore: number;
  recentChampionships: number;
  totalChampionships: number;
  wins: number;
  losses: number;
}

/**
 * The general ranking in its card (with `movement` under it where it is known: the athlete's own month), then every
 * other figure as term/value pairs, so each value is read with its label. One layout wherever a player is shown.
 */
export function PlayerFigures({ figures, movement }: { figures: PlayerFiguresData; movement?: ReactNode }) {
  const rows: [string, string | number][] = [
    [rankingMessages.rankingPoints, figures.rankingPoints],
    [rankingMessages.level, `${figures.level} · ${rankingMessages.reliability(figures.levelReliability)}`],
    [sharedMessages.figures.minCategory, figures.minCategory],
    [sharedMessages.figures.minScore, figures.minScore],
    [sharedMessages.figures.recentChampionships, figures.recentChampionships],
    [sharedMessages.figures.totalChampionships, figures.totalChampionships],
    [sharedMessages.figures.wins, figures.wins],
    [sharedMessages.figures.losses, figures.losses],
  ];
  return (
    <>
      <section className="areia-card areia-figures__ranking" aria-labelledby="figures-ranking-title">
        <h2 id="figures-ranking-title" className="areia-figures__ranking-title">
          {sharedMessages.figures.rankingTitle}
        </h2>
        {rankedPosition(figures.ranking, figures.rankingPoints) === null ? (
          <>
            <p className="areia-figures__position areia-figures__position--none">{sharedMessages.noRankingYet}</p>
            <p className="areia-figures__note">{sharedMessages.noRankingYetHint}</p>
          </>
        ) : (
          <>
            <p className="areia-figures__position">{formatRankingPlace(figures.ranking, figures.rankingPoints)}</p>
            {movement}
          </>
        )}
      </section>
      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className="areia-figures__title">
          {sharedMessages.figures.title}
        </h2>
        <dl className="areia-figures__grid">
          {rows.map(([label, value]) => (
            <div key={label} className="areia-figures__item">
              <dt className="areia-figures__label">{label}</dt>
              <dd className={typeof value === 'number' ? 'areia-figures__value' : 'areia-figures__value areia-figures__value--text'}>{value}</dd>
            </div>
          ))}
        </dl>
        {figures.minCategoryReason ? (
          <p className="areia-figures__note">
            {sharedMessages.figures.minCategoryWhy} {figures.minCategoryReason}
          </p>
        ) : null}
      </section>
    </>
  );
}
