import { Page, PageHeader } from '@areia/shared/ui/page';

export default function TermsPage() {
  return (
    <Page>
      <PageHeader title="Termos de uso" />
    </Page>
  );
}
