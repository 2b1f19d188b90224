import { mountStandalone } from '@areia/shared/providers/standalone';
import { paths } from '@areia/shared/paths';
import ChampionshipFormPage from './pages/championship-form-page';
import GameScorePage from './pages/game-score-page';
import OrganizerChampionshipPage from './pages/organizer-championship-page';
import OrganizerChampionshipsPage from './pages/organizer-championships-page';

void mountStandalone([
  { path: paths.organizer.path, element: <OrganizerChampionshipsPage /> },
  { path: paths.organizerNewChampionship.path, element: <ChampionshipFormPage /> },
  { path: paths.organizerEditChampionship.path, element: <ChampionshipFormPage /> },
  { path: paths.organizerChampionship.path, element: <OrganizerChampionshipPage /> },
  { path: paths.organizerGame.path, element: <GameScorePage /> },
], { protectedRoutes: true });
