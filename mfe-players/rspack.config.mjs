import { createAppConfig } from '@areia/shared/build/create-app-config';

const config = createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_players',
  portKey: 'mfe_players',
  exposes: {
    './PlayersPage': './src/pages/players-page.tsx',
    './PlayerPage': './src/pages/player-page.tsx',
  },
});

// shared/src/env.d.ts types CSS Modules as a default-exported class map; rspack's css/auto only emits named exports
// unless told otherwise.
config.module.parser = { ...config.module.parser, 'css/auto': { namedExports: false } };

export default config;
