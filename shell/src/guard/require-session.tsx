import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import { useSession } from '@areia/shared/web/session/session-context';
import { BlankScreen } from '@areia/shared/web/ui/states';

/**
 * Spec §2 guard: black screen while the session loads (or while the server cannot check it and there is no cached
 * user: the connection notice offers a retry), the page with a user, else the login, which returns here afterwards.
 */
export function RequireSession() {
  const { user, status, signingOut } = useSession();
  const location = useLocation();
  if (status === 'loading' || status === 'unreachable') return <BlankScreen />;
  if (!user) {
    // A sign-out is taking the app to the landing page: going to the login instead would be a race.
    if (signingOut) return <BlankScreen />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.href()} replace state={{ from }} />;
  }
  return <Outlet />;
}
