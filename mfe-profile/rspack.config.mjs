import { createAppConfig } from '@areia/shared/build/create-app-config';

const config = createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_profile',
  portKey: 'mfe_profile',
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './ProfilePage': './src/pages/profile-page.tsx',
    './EditProfilePage': './src/pages/edit-profile-page.tsx',
  },
});

// CSS Modules as a default-exported class map, the shape shared/src/env.d.ts declares for `*.module.css`.
config.module.parser = { ...config.module.parser, 'css/auto': { namedExports: false } };

export default config;
