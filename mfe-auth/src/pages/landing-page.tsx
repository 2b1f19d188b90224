import { Link } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import { PinIcon, TrophyIcon, UsersIcon } from '@areia/shared/web/ui/icons';
import { Page } from '@areia/shared/web/ui/page-frame';
import { BeachHero } from '../components/beach-hero';
import { landingMessages } from '../landing-messages';
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
        <h1 className={styles.brand}>{landingMessages.brand}</h1>
        <p className={styles.tagline}>{landingMessages.tagline}</p>
        <p className={styles.pitch}>{landingMessages.landingPitch}</p>
        <ul className={styles.highlights} aria-label={landingMessages.tagline}>
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
          {landingMessages.enter}
        </Link>
        <Link to={paths.register.href()} className="areia-button areia-button--secondary">
          {landingMessages.signUp}
        </Link>
        <p className={styles.terms}>
          {landingMessages.landingTermsPrefix} <Link to={paths.terms.href()}>{landingMessages.termsLink}</Link>.
        </p>
      </nav>
      <footer className={styles.footer} data-testid="release">
        {landingMessages.release(__AREIA_RELEASE__)}
      </footer>
    </Page>
  );
}
