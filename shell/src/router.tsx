import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import { RedirectSignedIn } from './guard/redirect-signed-in';
import { RequireSession } from './guard/require-session';
import { SignedInLayout } from './layout/signed-in-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { RemotePage } from './remotes/remote-page';
import { protectedRoutes, publicRoutes, type RemoteRoute } from './routes';

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

// Keyed by path so moving between two routes of one remote mounts a fresh page.
const toRoute = ({ path, remote, module, title }: RemoteRoute) => ({
  path,
  element: <RemotePage key={path} remote={remote} module={module} title={title} />,
});

/** Screens a signed-in athlete skips on the way to the home. */
const SIGNED_OUT_ONLY = new Set<string>([paths.landing.path, paths.login.path, paths.register.path]);
const signedOutOnly = (route: RemoteRoute) => SIGNED_OUT_ONLY.has(route.path);

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { element: <RedirectSignedIn />, children: publicRoutes.filter(signedOutOnly).map(toRoute) },
        ...publicRoutes.filter((route) => !signedOutOnly(route)).map(toRoute),
        { element: <RequireSession />, children: [{ element: <SignedInLayout />, children: protectedRoutes.map(toRoute) }] },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
