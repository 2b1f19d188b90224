import { Page, PageHeader } from '@areia/shared/ui/page';

export default function ChampionshipDetailsPage() {
  return (
    <Page>
      <PageHeader title="Detalhes" />
    </Page>
  );
}
