import { mountStandalone } from '@areia/shared/providers/standalone';
import PlayersPage from './pages/players-page';
import PlayerPage from './pages/player-page';

void mountStandalone([
  { path: '/players', element: <PlayersPage /> },
  { path: '/player/:id', element: <PlayerPage /> },
], { protectedRoutes: true });
