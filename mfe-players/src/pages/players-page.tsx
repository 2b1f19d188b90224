import { Page, PageHeader } from '@areia/shared/ui/page';

export default function PlayersPage() {
  return (
    <Page>
      <PageHeader title="Jogadores" />
    </Page>
  );
}
