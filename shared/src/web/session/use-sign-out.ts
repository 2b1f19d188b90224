import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { logout } from '@areia/shared/web/api/auth';
import { tokenStorage } from '@areia/shared/web/api/token-storage';
import { sharedMessages } from '@areia/shared/core/messages';
import { paths } from '@areia/shared/core/paths';
import { useSession } from '@areia/shared/web/session/session-context';

/**
 * Sign-out as a mutation (docs/architecture.md, "The session"): the session is forgotten and the app is on the landing page in one step, then
 * the server is asked to revoke the token. While the app moves, the guard shows nothing instead of the login; the
 * move commits synchronously, so no protected page ever renders without a user.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { markSigningOut } = useSession();
  return useMutation({
    mutationFn: async () => {
      const token = tokenStorage.getToken();
      flushSync(() => markSigningOut(true));
      tokenStorage.clear();
      queryClient.clear();
      try {
        await navigate(paths.landing.href(), { replace: true, flushSync: true });
      } finally {
        markSigningOut(false);
      }
      if (token) await logout(token);
    },
    // The token is gone either way; only the server-side revoke failed.
    onError: () => toast.error(sharedMessages.logoutError),
  });
}
