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
    try {
      await signOut();
    } catch {
      toast.error(messages.logoutError);
    }
    // signOut forgets the token and the user even when the API call fails, so the landing is right either way.
    void navigate(paths.landing.href(), { replace: true });
  };
  return { leave, leaving };
}
