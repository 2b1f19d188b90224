import { createAppConfig } from '@areia/shared/build/create-app-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_profile',
  portKey: 'mfe_profile',
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './ProfilePage': './src/pages/profile-page.tsx',
    './EditProfilePage': './src/pages/edit-profile-page.tsx',
  },
});
