import path from 'node:path';
import rspack from '@rspack/core';
import { createAppConfig } from '@areia/shared/build/create-app-config';

const config = createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_championships',
  portKey: 'mfe_championships',
  exposes: {
    './ChampionshipsPage': './src/pages/championships-page.tsx',
    './ChampionshipPage': './src/pages/championship-page.tsx',
    './ChampionshipDetailsPage': './src/pages/championship-details-page.tsx',
    './RulesPage': './src/pages/rules-page.tsx',
    './CreateTeamPage': './src/pages/create-team-page.tsx',
    './SelectPlayerPage': './src/pages/select-player-page.tsx',
    './ComplaintPage': './src/pages/complaint-page.tsx',
  },
});

// rspack 2 gives CSS Modules only named exports; shared/src/env.d.ts types them as a default export, so ask for that.
config.module.parser = { ...config.module.parser, 'css/auto': { ...config.module.parser?.['css/auto'], namedExports: false } };

const sharedSrc = path.resolve(import.meta.dirname, '../shared/src');

/*
 * Module Federation shares `@areia/shared/<path>` by request. A shared query module the shell never loaded
 * (api/championships) is this remote's own copy, and its relative `./client` -> `../config/runtime-config` chain is
 * a private copy of the config: the API address the shell loaded stays unseen and calls go to localhost:4000.
 * Requesting the config by its package name makes it the shell's singleton again.
 */
config.plugins.push(
  new rspack.NormalModuleReplacementPlugin(/^\.\.?\/.*config\/runtime-config$/, (resource) => {
    if (resource.context?.startsWith(sharedSrc)) resource.request = '@areia/shared/config/runtime-config';
  }),
);

export default config;
