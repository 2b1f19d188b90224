import { Page, PageHeader } from '@areia/shared/ui/page';

export default function ChampionshipPage() {
  return (
    <Page>
      <PageHeader title="Campeonato" />
    </Page>
  );
}
