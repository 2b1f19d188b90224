import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@areia/shared/paths';
import { useSession } from '@areia/shared/session/session-context';
import { BlankScreen } from '@areia/shared/ui/states';

/** Spec §2 guard: black screen while the session loads, the page with a user, else the login. */
export function RequireSession() {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <BlankScreen />;
  if (!user) return <Navigate to={paths.login.href()} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
