import { Page, PageHeader } from '@areia/shared/ui/page';

export default function ChampionshipsPage() {
  return (
    <Page>
      <PageHeader title="Campeonatos" />
    </Page>
  );
}
