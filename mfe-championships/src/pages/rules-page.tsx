import { Page, PageHeader } from '@areia/shared/ui/page';

export default function RulesPage() {
  return (
    <Page>
      <PageHeader title="Regras" />
    </Page>
  );
}
