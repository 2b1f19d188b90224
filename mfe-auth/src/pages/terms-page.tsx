import { paths } from '@areia/shared/core/paths';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { termsSections } from './terms-content';
import { messages } from '../messages';
import { useBackTarget } from '@areia/shared/web/navigation/back-target';
import styles from './terms-page.module.css';

export default function TermsPage() {
  const back = useBackTarget(paths.landing.href());
  return (
    <Page>
      <PageHeader title={messages.termsTitle} backTo={back} />
      <p className={styles.updated}>{messages.termsUpdated}</p>
      {termsSections.map((section) => (
        <section key={section.title} className={`areia-card ${styles.section}`}>
          <h2 className={styles.title}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </Page>
  );
}
