import { createAppConfig } from '@areia/shared/build/create-app-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_organizer',
  portKey: 'mfe_organizer',
  exposes: {
    './OrganizerChampionshipsPage': './src/pages/organizer-championships-page.tsx',
    './OrganizerChampionshipFormPage': './src/pages/championship-form-page.tsx',
    './OrganizerChampionshipPage': './src/pages/organizer-championship-page.tsx',
    './OrganizerGamePage': './src/pages/game-score-page.tsx',
  },
});
