import { Page, PageHeader } from '@areia/shared/ui/page';

export default function RegisterPage() {
  return (
    <Page>
      <PageHeader title="Cadastro" />
    </Page>
  );
}
