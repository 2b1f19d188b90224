import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@areia/shared/config/runtime-config';
import { paths } from '@areia/shared/paths';
import { routeTitles } from './messages';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module of the remote, without its './' (`LoginPage`). */
  module: string;
  /** The screen's name in the browser tab (`documentTitle`). */
  title: string;
}

/** Spec §2: which remote page answers each route. */
export const publicRoutes: RemoteRoute[] = [
  { path: paths.landing.path, remote: 'mfe_auth', module: 'LandingPage', title: routeTitles.landing },
  { path: paths.register.path, remote: 'mfe_auth', module: 'RegisterPage', title: routeTitles.register },
  { path: paths.login.path, remote: 'mfe_auth', module: 'LoginPage', title: routeTitles.login },
  { path: paths.forgotPassword.path, remote: 'mfe_auth', module: 'ForgotPasswordPage', title: routeTitles.forgotPassword },
  { path: paths.resetPassword.path, remote: 'mfe_auth', module: 'ResetPasswordPage', title: routeTitles.resetPassword },
  { path: paths.terms.path, remote: 'mfe_auth', module: 'TermsPage', title: routeTitles.terms },
];

export const protectedRoutes: RemoteRoute[] = [
  { path: paths.home.path, remote: 'mfe_profile', module: 'HomePage', title: routeTitles.home },
  { path: paths.profile.path, remote: 'mfe_profile', module: 'ProfilePage', title: routeTitles.profile },
  { path: paths.editProfile.path, remote: 'mfe_profile', module: 'EditProfilePage', title: routeTitles.editProfile },
  { path: paths.championships.path, remote: 'mfe_championships', module: 'ChampionshipsPage', title: routeTitles.championships },
  { path: paths.championship.path, remote: 'mfe_championships', module: 'ChampionshipPage', title: routeTitles.championship },
  { path: paths.championshipDetails.path, remote: 'mfe_championships', module: 'ChampionshipDetailsPage', title: routeTitles.championshipDetails },
  { path: paths.championshipRules.path, remote: 'mfe_championships', module: 'RulesPage', title: routeTitles.championshipRules },
  { path: paths.createTeam.path, remote: 'mfe_championships', module: 'CreateTeamPage', title: routeTitles.createTeam },
  { path: paths.selectPlayer.path, remote: 'mfe_championships', module: 'SelectPlayerPage', title: routeTitles.selectPlayer },
  { path: paths.complaint.path, remote: 'mfe_championships', module: 'ComplaintPage', title: routeTitles.complaint },
  { path: paths.invitations.path, remote: 'mfe_championships', module: 'InvitationsPage', title: routeTitles.invitations },
  { path: paths.players.path, remote: 'mfe_players', module: 'PlayersPage', title: routeTitles.players },
  { path: paths.player.path, remote: 'mfe_players', module: 'PlayerPage', title: routeTitles.player },
  { path: paths.arenas.path, remote: 'mfe_arenas', module: 'ArenasPage', title: routeTitles.arenas },
  { path: paths.arena.path, remote: 'mfe_arenas', module: 'ArenaPage', title: routeTitles.arena },
  { path: paths.organizer.path, remote: 'mfe_organizer', module: 'OrganizerChampionshipsPage', title: routeTitles.organizer },
  { path: paths.organizerNewChampionship.path, remote: 'mfe_organizer', module: 'OrganizerChampionshipFormPage', title: routeTitles.organizerNewChampionship },
  { path: paths.organizerEditChampionship.path, remote: 'mfe_organizer', module: 'OrganizerChampionshipFormPage', title: routeTitles.organizerEditChampionship },
  { path: paths.organizerChampionship.path, remote: 'mfe_organizer', module: 'OrganizerChampionshipPage', title: routeTitles.organizerChampionship },
  { path: paths.organizerGame.path, remote: 'mfe_organizer', module: 'OrganizerGamePage', title: routeTitles.organizerGame },
];

/** The remote page that answers a path (what the shell starts loading at boot and on link intent). */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  return [...publicRoutes, ...protectedRoutes].find((route) => matchPath(route.path, pathname));
}
