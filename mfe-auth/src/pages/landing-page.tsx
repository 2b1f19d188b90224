import { Page, PageHeader } from '@areia/shared/ui/page';

export default function LandingPage() {
  return (
    <Page>
      <PageHeader title="Areia" />
    </Page>
  );
}
