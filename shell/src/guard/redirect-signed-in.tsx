import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import { useSession } from '@areia/shared/web/session/session-context';
import { savedLocation } from '@areia/shared/web/session/session-rules';
import { BlankScreen } from '@areia/shared/web/ui/states';

/**
 * A signed-in athlete opening `/`, `/login` or `/register` goes to `/home` (or to the link the guard
 * saved). Decided once, when the screen opens: a login that just succeeded here leads on by itself.
 */
export function RedirectSignedIn() {
  const { user, status, signingOut } = useSession();
  const location = useLocation();
  const [arrival, setArrival] = useState<boolean | null>(null);
  let signedInOnArrival = arrival;
  if (signedInOnArrival === null) {
    if (status === 'loading') return <BlankScreen />;
    signedInOnArrival = user !== null && !signingOut;
    setArrival(signedInOnArrival);
  }
  if (signedInOnArrival) return <Navigate to={savedLocation(location.state) ?? paths.home.href()} replace />;
  return <Outlet />;
}
