import { useParams } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import { Card } from '@areia/shared/web/ui/card';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { RankingRules } from '../components/ranking-rules';
import { messages } from '../messages';

export default function RulesPage() {
  const { id } = useParams();
  return (
    <Page>
      <PageHeader title={messages.rulesTitle} backTo={id ? paths.championship.href(id) : -1} />
      <div className="areia-list">
        {messages.rulesSections.map((section) => (
          <Card key={section.title}>
            <h2 style={{ margin: '0 0 6px', fontSize: '1rem' }}>{section.title}</h2>
            <p className="areia-muted" style={{ margin: 0 }}>
              {section.text}
            </p>
          </Card>
        ))}
      </div>
      <RankingRules />
    </Page>
  );
}
