import { Link } from 'react-router-dom';
import { paths } from '@areia/shared/paths';
import { PinIcon, TrophyIcon, UsersIcon } from '@areia/shared/ui/icons';
import { Page } from '@areia/shared/ui/page';
import { BeachHero } from '../components/beach-hero';
import { messages as authMessages } from '../messages';
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
        <h1 className={styles.brand}>{authMessages.brand}</h1>
        <p className={styles.tagline}>{authMessages.tagline}</p>
        <p className={styles.pitch}>{authMessages.landingPitch}</p>
        <ul className={styles.highlights} aria-label={authMessages.tagline}>
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
          {authMessages.enter}
        </Link>
        <Link to={paths.register.href()} className="areia-button areia-button--secondary">
          {authMessages.signUp}
        </Link>
        <p className={styles.terms}>
          {authMessages.landingTermsPrefix} <Link to={paths.terms.href()}>{authMessages.termsLink}</Link>.
        </p>
      </nav>
      <footer className={styles.footer} data-testid="release">
        {authMessages.release(__AREIA_RELEASE__)}
      </footer>
    </Page>
  );
}
