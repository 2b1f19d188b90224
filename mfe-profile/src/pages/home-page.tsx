import { Page, PageHeader } from '@areia/shared/ui/page';

export default function HomePage() {
  return (
    <Page>
      <PageHeader title="Home" />
    </Page>
  );
}
