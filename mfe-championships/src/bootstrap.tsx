import { mountStandalone } from '@areia/shared/providers/standalone';
import ChampionshipsPage from './pages/championships-page';
import ChampionshipPage from './pages/championship-page';
import ChampionshipDetailsPage from './pages/championship-details-page';
import RulesPage from './pages/rules-page';
import CreateTeamPage from './pages/create-team-page';
import SelectPlayerPage from './pages/select-player-page';
import ComplaintPage from './pages/complaint-page';
import InvitationsPage from './pages/invitations-page';

void mountStandalone([
  { path: '/championships', element: <ChampionshipsPage /> },
  { path: '/championship/:id', element: <ChampionshipPage /> },
  { path: '/championship/:id/details', element: <ChampionshipDetailsPage /> },
  { path: '/championship/:id/rules', element: <RulesPage /> },
  { path: '/create-team/:id', element: <CreateTeamPage /> },
  { path: '/select-player', element: <SelectPlayerPage /> },
  { path: '/complaint', element: <ComplaintPage /> },
  { path: '/invitations', element: <InvitationsPage /> },
], { protectedRoutes: true });
