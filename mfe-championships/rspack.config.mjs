import { createAppConfig } from '@areia/shared/build/create-app-config';

export default createAppConfig({
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
    './InvitationsPage': './src/pages/invitations-page.tsx',
  },
});
