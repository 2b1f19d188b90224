import { Page, PageHeader } from '@areia/shared/ui/page';

export default function ArenasPage() {
  return (
    <Page>
      <PageHeader title="Arenas" />
    </Page>
  );
}
