import { createAppConfig } from '@areia/shared/build/create-app-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_players',
  portKey: 'mfe_players',
  exposes: {
    './PlayersPage': './src/pages/players-page.tsx',
    './PlayerPage': './src/pages/player-page.tsx',
  },
});
