import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@areia/shared/config/runtime-config';
import { paths } from '@areia/shared/paths';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module of the remote, without its './' (`LoginPage`). */
  module: string;
}

/** Spec §2: which remote page answers each route. */
export const publicRoutes: RemoteRoute[] = [
  { path: paths.landing.path, remote: 'mfe_auth', module: 'LandingPage' },
  { path: paths.register.path, remote: 'mfe_auth', module: 'RegisterPage' },
  { path: paths.login.path, remote: 'mfe_auth', module: 'LoginPage' },
  { path: paths.forgotPassword.path, remote: 'mfe_auth', module: 'ForgotPasswordPage' },
  { path: paths.terms.path, remote: 'mfe_auth', module: 'TermsPage' },
];

export const protectedRoutes: RemoteRoute[] = [
  { path: paths.home.path, remote: 'mfe_profile', module: 'HomePage' },
  { path: paths.profile.path, remote: 'mfe_profile', module: 'ProfilePage' },
  { path: paths.editProfile.path, remote: 'mfe_profile', module: 'EditProfilePage' },
  { path: paths.championships.path, remote: 'mfe_championships', module: 'ChampionshipsPage' },
  { path: paths.championship.path, remote: 'mfe_championships', module: 'ChampionshipPage' },
  { path: paths.championshipDetails.path, remote: 'mfe_championships', module: 'ChampionshipDetailsPage' },
  { path: paths.championshipRules.path, remote: 'mfe_championships', module: 'RulesPage' },
  { path: paths.createTeam.path, remote: 'mfe_championships', module: 'CreateTeamPage' },
  { path: paths.selectPlayer.path, remote: 'mfe_championships', module: 'SelectPlayerPage' },
  { path: paths.complaint.path, remote: 'mfe_championships', module: 'ComplaintPage' },
  { path: paths.invitations.path, remote: 'mfe_championships', module: 'InvitationsPage' },
  { path: paths.players.path, remote: 'mfe_players', module: 'PlayersPage' },
  { path: paths.player.path, remote: 'mfe_players', module: 'PlayerPage' },
  { path: paths.arenas.path, remote: 'mfe_arenas', module: 'ArenasPage' },
  { path: paths.arena.path, remote: 'mfe_arenas', module: 'ArenaPage' },
];

/** The remote page that answers a path (what the shell starts loading at boot and on link intent). */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  return [...publicRoutes, ...protectedRoutes].find((route) => matchPath(route.path, pathname));
}
