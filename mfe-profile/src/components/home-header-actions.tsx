import { useNavigate } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import { EditIcon, LogoutIcon, TrophyIcon } from '@areia/shared/web/ui/icons';
import { IconButton } from '@areia/shared/web/ui/page';
import { SignOutConfirm } from './sign-out-confirm';
import { messages } from '../messages';

/** The home header's three icon buttons. */
export function HomeHeaderActions() {
  const navigate = useNavigate();
  return (
    <>
      <IconButton label={messages.championshipsAction} onClick={() => void navigate(paths.championships.href(), { state: { filter: 'all' } })}>
        <TrophyIcon />
      </IconButton>
      <IconButton label={messages.editProfileAction} onClick={() => void navigate(paths.editProfile.href())}>
        <EditIcon />
      </IconButton>
      <SignOutConfirm
        trigger={(ask, leaving) => (
          <IconButton label={messages.signOutAction} onClick={ask} disabled={leaving}>
            <LogoutIcon />
          </IconButton>
        )}
      />
    </>
  );
}
