import { Link } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import { PinIcon, TrophyIcon, UsersIcon } from '@areia/shared/web/ui/icons';
import { Page } from '@areia/shared/web/ui/page';
import { BeachHero } from '../components/beach-hero';
import { messages } from '../messages';
import styles from './landing-page.module.css';

const highlights = [
  { label: 'Rankings', Icon: TrophyIcon },
  { label: 'Campeonatos', Icon: UsersIcon },
  { label: 'Arenas', Icon: PinIcon },
];

export default function LandingPage() {
  return (
    <Page className={styles.page}>
      <BeachHero className={styles.hero} />
      <section className={styles.intro}>
        <h1 className={styles.brand}>{messages.brand}</h1>
        <p className={styles.tagline}>{messages.tagline}</p>
        <p className={styles.pitch}>{messages.landingPitch}</p>
        <ul className={styles.highlights} aria-label={messages.tagline}>
          {highlights.map(({ label, Icon }) => (
            <li key={label} className={styles.highlight}>
              <Icon size={16} />
              {label}
            </li>
          ))}
        </ul>
      </section>
      <nav className={styles.actions}>
        <Link to={paths.login.href()} className="areia-button areia-button--primary">
          {messages.enter}
        </Link>
        <Link to={paths.register.href()} className="areia-button areia-button--secondary">
          {messages.signUp}
        </Link>
        <p className={styles.terms}>
          {messages.landingTermsPrefix} <Link to={paths.terms.href()}>{messages.termsLink}</Link>.
        </p>
      </nav>
      <footer className={styles.footer} data-testid="release">
        {messages.release(__AREIA_RELEASE__)}
      </footer>
    </Page>
  );
}
