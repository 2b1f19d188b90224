import { Page, PageHeader } from '@areia/shared/ui/page';

export default function PlayerPage() {
  return (
    <Page>
      <PageHeader title="Jogador" />
    </Page>
  );
}
