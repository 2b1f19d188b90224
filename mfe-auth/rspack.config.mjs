import { createAppConfig } from '@areia/shared/build/create-app-config';

const config = createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_auth',
  portKey: 'mfe_auth',
  exposes: {
    './LandingPage': './src/pages/landing-page.tsx',
    './RegisterPage': './src/pages/register-page.tsx',
    './LoginPage': './src/pages/login-page.tsx',
    './ForgotPasswordPage': './src/pages/forgot-password-page.tsx',
    './TermsPage': './src/pages/terms-page.tsx',
  },
});

// `import styles from './x.module.css'` (the default export declared in shared/src/env.d.ts): rspack 2 emits only
// named exports for CSS Modules unless told otherwise. Belongs in the shared config once every remote uses modules.
config.module.parser = { ...config.module.parser, 'css/auto': { namedExports: false } };

export default config;
