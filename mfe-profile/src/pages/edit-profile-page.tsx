import { paths } from '@areia/shared/core/paths';
import { useSession } from '@areia/shared/web/session/session-context';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { LoadingState } from '@areia/shared/web/ui/states';
import { AvatarPicker } from '../components/avatar-picker';
import { ProfileForm } from '../components/profile-form';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { messages } from '../messages';

export default function EditProfilePage() {
  const { user, loading } = useSession();
  const avatar = useAvatarUpload();
  return (
    <Page>
      <PageHeader title={messages.editTitle} backTo={paths.home.href()} />
      {loading || !user ? (
        <LoadingState shape="profile" />
      ) : (
        <>
          <AvatarPicker
            src={avatar.preview ?? user.avatar_url}
            name={user.full_name ?? user.nickname}
            state={avatar.state}
            outcome={avatar.outcome}
            onPick={(file) => void avatar.upload(file)}
          />
          <ProfileForm user={user} />
        </>
      )}
    </Page>
  );
}
