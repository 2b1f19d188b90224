import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '@areia/shared/paths';
import { useSession } from '@areia/shared/session/session-context';
import { messages } from '../messages';

/** Sign-out from the home and the edit screen ends on the landing page (DESIGN §3). */
export function useSignOut() {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    // Leave the protected area first: once the user is cleared the guard would send this page to /login instead.
    await navigate(paths.landing.href(), { replace: true });
    try {
      await signOut();
    } catch {
      // signOut has forgotten the token and the user anyway; only the server-side revoke failed.
      toast.error(messages.logoutError);
    }
  };
  return { leave, leaving };
}
