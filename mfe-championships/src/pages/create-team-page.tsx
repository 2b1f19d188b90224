import { Page, PageHeader } from '@areia/shared/ui/page';

export default function CreateTeamPage() {
  return (
    <Page>
      <PageHeader title="Criar time" />
    </Page>
  );
}
