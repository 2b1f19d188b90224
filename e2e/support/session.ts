import type { APIRequestContext, Page } from '@playwright/test';
import { e2eTopology } from './ports';

export const DEMO_ACCOUNT = { email: 'demo@areia.app', password: 'Areia@2026' } as const;

export const apiUrl = () => e2eTopology().api.url;

export interface SignedIn {
  token: string;
  user: { id: string; nickname: string | null; full_name: string | null; email: string };
}

export async function apiLogin(request: APIRequestContext, credentials: { email: string; password: string } = DEMO_ACCOUNT): Promise<SignedIn> {
  const response = await request.post(`${apiUrl()}/api/auth/login`, { data: credentials });
  if (!response.ok()) throw new Error(`login falhou: ${response.status()} ${await response.text()}`);
  return (await response.json()) as SignedIn;
}

/**
 * Signs a page in the way the app itself does after a login (token and cached user in the shell's localStorage),
 * without clicking through the login screen; tests of the login screen itself click through it.
 */
export async function signIn(page: Page, credentials: { email: string; password: string } = DEMO_ACCOUNT, origin?: string): Promise<SignedIn> {
  const session = await apiLogin(page.request, credentials);
  await page.goto(`${origin ?? ''}/robots.txt`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('user-data', JSON.stringify(user));
  }, session);
  return session;
}
