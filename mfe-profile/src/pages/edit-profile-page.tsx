import { Page, PageHeader } from '@areia/shared/ui/page';

export default function EditProfilePage() {
  return (
    <Page>
      <PageHeader title="Editar perfil" />
    </Page>
  );
}
