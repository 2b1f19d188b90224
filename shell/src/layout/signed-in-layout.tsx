import { Outlet } from 'react-router-dom';
import { navigationMessages } from '@areia/shared/core/messages';
import { paths } from '@areia/shared/core/paths';
import { HomeIcon, PinIcon, TrophyIcon, UserIcon, UsersIcon } from '@areia/shared/web/ui/icons';
import { TabBar, type TabBarItem } from '@areia/shared/web/ui/tab-bar';
import { NotificationBell } from './notification-bell';

/** The five sections of the signed-in app; each claims the screens opened from it. */
export const tabs: readonly TabBarItem[] = [
  { to: paths.home.href(), label: navigationMessages.home, icon: <HomeIcon />, section: [] },
  {
    to: paths.championships.href(),
    label: navigationMessages.championships,
    icon: <TrophyIcon />,
    section: [
      paths.championship.path,
      paths.championshipDetails.path,
      paths.championshipRules.path,
      paths.createTeam.path,
      paths.selectPlayer.path,
      paths.complaint.path,
    ],
  },
  { to: paths.players.href(), label: navigationMessages.players, icon: <UsersIcon />, section: [paths.player.path] },
  { to: paths.arenas.href(), label: navigationMessages.arenas, icon: <PinIcon />, section: [paths.arena.path] },
  { to: paths.profile.href(), label: navigationMessages.profile, icon: <UserIcon />, section: [paths.editProfile.path] },
];

/**
 * Around every signed-in screen: the avisos bell in the header's corner, the page, then the tab bar, with room kept
 * beside the page's header and below the page so none of it hides.
 */
export function SignedInLayout() {
  return (
    <>
      <div className="areia-bell-bar">
        <NotificationBell />
      </div>
      <div className="areia-with-tabbar areia-with-bell">
        <Outlet />
      </div>
      <TabBar items={tabs} label={navigationMessages.tabBar} />
    </>
  );
}
