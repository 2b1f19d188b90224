import { Page, PageHeader } from '@areia/shared/ui/page';

export default function LoginPage() {
  return (
    <Page>
      <PageHeader title="Entrar" />
    </Page>
  );
}
