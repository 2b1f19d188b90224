// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_STORAGE_KEY } from '@areia/shared/core/storage-keys';
import { apiClient } from '@areia/shared/web/api/client';
import { CACHED_AT_HEADER } from '@areia/shared/web/offline/offline-cache';
import { fetchMe, login, SavedSessionAnswer } from './auth';
import { tokenStorage } from './token-storage';

const CREDENTIALS = { email: 'demo@areia.app', password: 'Areia@2026' };
const DEVICE = 'd'.repeat(43);
const NEXT_DEVICE = 'e'.repeat(43);

function fakeLogin(device: string | undefined = NEXT_DEVICE) {
  return vi.spyOn(apiClient, 'post').mockImplementation(async () => ({ data: { token: 'tok', user: { id: 'u1' }, device } }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('login and the device token', () => {
  it('a first login sends no device and keeps the one answered', async () => {
    const post = fakeLogin();
    await login(CREDENTIALS);
    expect(post).toHaveBeenCalledWith('/api/auth/login', CREDENTIALS);
    expect(localStorage.getItem(DEVICE_STORAGE_KEY)).toBe(NEXT_DEVICE);
  });

  it('later logins send the kept device token back, also after sign-out', async () => {
    localStorage.setItem(DEVICE_STORAGE_KEY, DEVICE);
    tokenStorage.clear();
    const post = fakeLogin(DEVICE);
    await login(CREDENTIALS);
    expect(post).toHaveBeenCalledWith('/api/auth/login', { ...CREDENTIALS, device: DEVICE });
    expect(localStorage.getItem(DEVICE_STORAGE_KEY)).toBe(DEVICE);
  });

  it('a stored value of another shape is not sent, and the answered token replaces it', async () => {
    localStorage.setItem(DEVICE_STORAGE_KEY, 'estragado');
    const post = fakeLogin();
    await login(CREDENTIALS);
    expect(post).toHaveBeenCalledWith('/api/auth/login', CREDENTIALS);
    expect(localStorage.getItem(DEVICE_STORAGE_KEY)).toBe(NEXT_DEVICE);
  });
});

describe('the session check', () => {
  it('answers the profile from the server, and refuses the service worker’s saved copy as no answer at all', async () => {
    const user = { id: 'u1' };
    const get = vi.spyOn(apiClient, 'get');
    get.mockResolvedValueOnce({ data: user, headers: {} });
    await expect(fetchMe()).resolves.toEqual(user);
    get.mockResolvedValueOnce({ data: user, headers: { [CACHED_AT_HEADER]: '2026-11-26T01:00:00.000Z' } });
    await expect(fetchMe()).rejects.toBeInstanceOf(SavedSessionAnswer);
  });
});
