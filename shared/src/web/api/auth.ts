import { apiClient } from '@areia/shared/web/api/client';
import { CACHED_AT_HEADER } from '@areia/shared/web/offline/offline-cache';
import { DEVICE_TOKEN_PATTERN } from '@areia/shared/core/constants';
import { DEVICE_STORAGE_KEY } from '@areia/shared/core/storage-keys';
import type { LoginResponse, MessageResponse, RegisterInput, RegisterResponse } from '@areia/shared/core/schemas/auth';
import type { UserProfile } from '@areia/shared/core/schemas/user';

/**
 * Signs in, sending this device's token from earlier logins (kept across sign-out), so that the account's owner is not
 * locked out by guesses from elsewhere; the token answered replaces it.
 */
export async function login(input: { email: string; password: string }): Promise<LoginResponse> {
  const device = localStorage.getItem(DEVICE_STORAGE_KEY);
  const { data } = await apiClient.post<LoginResponse>('/api/auth/login', device && DEVICE_TOKEN_PATTERN.test(device) ? { ...input, device } : input);
  if (typeof data.device === 'string') localStorage.setItem(DEVICE_STORAGE_KEY, data.device);
  return data;
}

export async function register(input: RegisterInput): Promise<RegisterResponse> {
  const { data } = await apiClient.post<RegisterResponse>('/api/auth/register', input);
  return data;
}

/** Revokes the session of `token` (the stored one when omitted: sign-out forgets it before the call ends). */
export async function logout(token?: string): Promise<void> {
  await apiClient.post('/api/auth/logout', undefined, token ? { headers: { Authorization: `Bearer ${token}` } } : undefined);
}

/** The service worker answered the session check from its cache: the server was not reached. */
export class SavedSessionAnswer extends Error {
  constructor() {
    super('sem conexão: /api/user/me veio do cache do service worker');
    this.name = 'SavedSessionAnswer';
  }
}

/**
 * The signed-in user. Offline the service worker answers with its saved copy: that is thrown as a failure to reach
 * the server, so the session shows the cached user with its "sem conexão" notice and keeps asking (docs/architecture.md, "The session").
 */
export async function fetchMe(): Promise<UserProfile> {
  const { data, headers } = await apiClient.get<UserProfile>('/api/user/me');
  if (typeof headers?.[CACHED_AT_HEADER] === 'string') throw new SavedSessionAnswer();
  return data;
}

/** Asks for a reset link by e-mail; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>('/api/auth/forgot-password', { email });
  return data;
}

/** Sets a new password with the one-time token of the e-mailed link; every session of the account ends. */
export async function resetPassword(input: { token: string; password: string }): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>('/api/auth/reset-password', input);
  return data;
}
