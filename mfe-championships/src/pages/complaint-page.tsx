import { Page, PageHeader } from '@areia/shared/ui/page';

export default function ComplaintPage() {
  return (
    <Page>
      <PageHeader title="Denúncia" />
    </Page>
  );
}
