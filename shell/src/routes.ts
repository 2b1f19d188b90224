import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@areia/shared/web/config/runtime-config';
import { screens } from '@areia/shared/core/manifest';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module of the remote, without its './' (`LoginPage`). */
  module: string;
  /** The screen's name in the browser tab (`documentTitle`). */
  title: string;
}

const toRemoteRoute = ({ path, remote, module, title }: (typeof screens)[number]): RemoteRoute => ({ path, remote, module, title });

/** Spec §2: which remote page answers each route — the route manifest's screens (shared/src/core/manifest.mjs). */
export const publicRoutes: RemoteRoute[] = screens.filter((screen) => !screen.protected).map(toRemoteRoute);

export const protectedRoutes: RemoteRoute[] = screens.filter((screen) => screen.protected).map(toRemoteRoute);

/** The remote page that answers a path (what the shell starts loading at boot and on link intent). */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  return [...publicRoutes, ...protectedRoutes].find((route) => matchPath(route.path, pathname));
}
