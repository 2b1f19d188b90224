import { Page, PageHeader } from '@areia/shared/ui/page';

export default function ArenaPage() {
  return (
    <Page>
      <PageHeader title="Arena" />
    </Page>
  );
}
