import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { championshipQueries } from '@areia/shared/web/api/championships';
import { paths } from '@areia/shared/core/paths';
import { GENERAL_RULES } from '@areia/shared/core/rules/general-rules';
import { Card } from '@areia/shared/web/ui/card';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { ChampionshipNotFound } from '../components/championship-not-found';
import { RankingRules } from '../components/ranking-rules';
import { messages } from '../messages';
import styles from '../components/rules.module.css';

/** The organizer's own rules of this championship ("Em breve" while they wrote none), then the rules every one shares. */
export default function RulesPage() {
  const { id = '' } = useParams();
  const detail = useQuery({ ...championshipQueries.detail(id), enabled: Boolean(id) });
  return (
    <Page>
      <PageHeader title={messages.rulesTitle} backTo={id ? paths.championship.href(id) : -1} />
      <QueryView query={detail} missing={!id} notFound={<ChampionshipNotFound />} errorMessage={messages.fetchDetailError}>
        {(championship) => (
          <div className="areia-list">
            <Card>
              <h2 className={styles.title}>{messages.organizerRulesTitle}</h2>
              {championship.rules?.trim() ? (
                <p className={styles.own} data-testid="organizer-rules">
                  {championship.rules}
                </p>
              ) : (
                <p className={`areia-muted ${styles.text}`} data-testid="organizer-rules-soon">
                  {messages.organizerRulesSoon}
                </p>
              )}
            </Card>
            <h2 className={styles.heading}>{messages.generalRulesTitle}</h2>
            {GENERAL_RULES.map((section) => (
              <Card key={section.title}>
                <h3 className={styles.title}>{section.title}</h3>
                <p className={`areia-muted ${styles.text}`}>{section.text}</p>
                {section.steps && (
                  <ol className={`areia-muted ${styles.steps}`}>
                    {section.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                )}
              </Card>
            ))}
          </div>
        )}
      </QueryView>
      <RankingRules />
    </Page>
  );
}
