import { createAppConfig } from '@areia/shared/build/create-app-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_auth',
  portKey: 'mfe_auth',
  exposes: {
    './LandingPage': './src/pages/landing-page.tsx',
    './RegisterPage': './src/pages/register-page.tsx',
    './LoginPage': './src/pages/login-page.tsx',
    './ForgotPasswordPage': './src/pages/forgot-password-page.tsx',
    './ResetPasswordPage': './src/pages/reset-password-page.tsx',
    './TermsPage': './src/pages/terms-page.tsx',
  },
});
