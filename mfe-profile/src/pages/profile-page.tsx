import { Page, PageHeader } from '@areia/shared/ui/page';

export default function ProfilePage() {
  return (
    <Page>
      <PageHeader title="Perfil" />
    </Page>
  );
}
