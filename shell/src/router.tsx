import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router-dom';
import { RequireSession } from './guard/require-session';
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
const toRoute = ({ path, remote, module }: RemoteRoute) => ({
  path,
  element: <RemotePage key={path} remote={remote} module={module} />,
});

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...publicRoutes.map(toRoute),
        { element: <RequireSession />, children: protectedRoutes.map(toRoute) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
