import { mountStandalone } from '@areia/shared/providers/standalone';
import LandingPage from './pages/landing-page';
import RegisterPage from './pages/register-page';
import LoginPage from './pages/login-page';
import ForgotPasswordPage from './pages/forgot-password-page';
import ResetPasswordPage from './pages/reset-password-page';
import TermsPage from './pages/terms-page';

void mountStandalone([
  { path: '/', element: <LandingPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '/terms', element: <TermsPage /> },
], { protectedRoutes: false });
