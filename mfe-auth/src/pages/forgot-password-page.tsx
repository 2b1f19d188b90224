import { Page, PageHeader } from '@areia/shared/ui/page';

export default function ForgotPasswordPage() {
  return (
    <Page>
      <PageHeader title="Esqueci minha senha" />
    </Page>
  );
}
