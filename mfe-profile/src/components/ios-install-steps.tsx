import { messages } from '../messages';
import styles from './push-setting.module.css';

/** Safari's share button: a square open at the top with an arrow going up (drawn by us). */
function ShareFigure() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={styles.figure}>
      <rect x="2" y="2" width="44" height="44" rx="10" className={styles.figureBack} />
      <path d="M17 20h-3v18h20V20h-3" className={styles.figureLine} />
      <path d="M24 30V9M17 15l7-7 7 7" className={styles.figureLine} />
    </svg>
  );
}

/** "Adicionar à Tela de Início": a rounded square with a plus. */
function AddFigure() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={styles.figure}>
      <rect x="2" y="2" width="44" height="44" rx="10" className={styles.figureBack} />
      <rect x="11" y="11" width="26" height="26" rx="6" className={styles.figureLine} />
      <path d="M24 17v14M17 24h14" className={styles.figureLine} />
    </svg>
  );
}

/** The app's icon on the home screen, with a notification badge. */
function HomeIconFigure() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={styles.figure}>
      <rect x="2" y="2" width="44" height="44" rx="10" className={styles.figureBack} />
      <rect x="10" y="12" width="26" height="26" rx="7" className={styles.figureApp} />
      <path d="M14 30c4-5 8-5 12 0s6 4 8 2" className={styles.figureWave} />
      <circle cx="36" cy="12" r="6" className={styles.figureBadge} />
    </svg>
  );
}

const FIGURES = [ShareFigure, AddFigure, HomeIconFigure];

/** How to add the app to an iPhone's home screen, where Safari lets it receive avisos (pt-BR, our own drawings). */
export function IosInstallSteps() {
  return (
    <div className={styles.ios}>
      <p className={styles.iosTitle}>{messages.pushIosTitle}</p>
      <p className={styles.hint}>{messages.pushIosIntro}</p>
      <ol className={styles.steps}>
        {messages.pushIosSteps.map((step, index) => {
          const Figure = FIGURES[index]!;
          return (
            <li key={step} className={styles.step}>
              <Figure />
              <span>{step}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
