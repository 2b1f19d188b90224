import { createAppConfig } from '@areia/shared/build/create-app-config';

const config = createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_arenas',
  portKey: 'mfe_arenas',
  exposes: {
    './ArenasPage': './src/pages/arenas-page.tsx',
    './ArenaPage': './src/pages/arena-page.tsx',
  },
});

// shared/src/env.d.ts types CSS Modules as a default-exported class map; rspack's css/auto only emits named exports
// unless told otherwise.
config.module.parser = { ...config.module.parser, 'css/auto': { namedExports: false } };

export default config;
