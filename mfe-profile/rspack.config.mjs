import path from 'node:path';
import rspack from '@rspack/core';
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

const sharedSrc = path.resolve(import.meta.dirname, '../shared/src');

/*
 * Inside shared, api/client.ts reads the runtime config through a relative import. In this remote's build that
 * relative path is a private copy of the module, never the shell's shared singleton, so the API URL the shell
 * loaded stayed unseen and every call from a shared query module (players, championships, arenas) went to the
 * default localhost:4000. Requesting it by its package name makes it the shared singleton again.
 */
config.plugins.push(
  new rspack.NormalModuleReplacementPlugin(/^\.\.?\/.*config\/runtime-config$/, (resource) => {
    if (resource.context?.startsWith(sharedSrc)) resource.request = '@areia/shared/config/runtime-config';
  }),
);

export default config;
