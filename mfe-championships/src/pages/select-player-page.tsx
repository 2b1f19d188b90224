import { Page, PageHeader } from '@areia/shared/ui/page';

export default function SelectPlayerPage() {
  return (
    <Page>
      <PageHeader title="Selecionar jogador" />
    </Page>
  );
}
