import { createAppConfig } from '@areia/shared/build/create-app-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_arenas',
  portKey: 'mfe_arenas',
  exposes: {
    './ArenasPage': './src/pages/arenas-page.tsx',
    './ArenaPage': './src/pages/arena-page.tsx',
  },
});
