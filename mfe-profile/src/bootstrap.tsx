import { mountStandalone } from '@areia/shared/providers/standalone';
import HomePage from './pages/home-page';
import ProfilePage from './pages/profile-page';
import EditProfilePage from './pages/edit-profile-page';

void mountStandalone([
  { path: '/home', element: <HomePage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/edit', element: <EditProfilePage /> },
], { protectedRoutes: true });
