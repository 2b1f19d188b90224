import { mountStandalone } from '@areia/shared/providers/standalone';
import ArenasPage from './pages/arenas-page';
import ArenaPage from './pages/arena-page';

void mountStandalone([
  { path: '/arenas', element: <ArenasPage /> },
  { path: '/arena/:id', element: <ArenaPage /> },
], { protectedRoutes: true });
