import axios, { AxiosHeaders, isAxiosError } from 'axios';
import { getRuntimeConfig } from '@areia/shared/config/runtime-config';
import { tokenStorage } from '@areia/shared/api/token-storage';
import { CACHED_AT_HEADER, noteApiAnswer } from '@areia/shared/offline/offline-cache';

export const REQUEST_TIMEOUT_MS = 15000;

function requestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The one HTTP client of the app. Its base URL is read per request so a late runtime config still applies. */
export const apiClient = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: false,
  headers: { 'Content-Type': 'application/json' },
});

apiClient.interceptors.request.use(
  (config) => {
    config.baseURL = getRuntimeConfig().apiUrl;
    const headers = AxiosHeaders.from(config.headers);
    const token = tokenStorage.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('X-Request-Id', requestId());
    // The browser must write the multipart boundary itself.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) headers.delete('Content-Type');
    config.headers = headers;
    return config;
  },
  (error: unknown) => {
    console.error('[api] falha ao preparar requisição', error);
    return Promise.reject(error);
  },
);

apiClient.interceptors.response.use(
  (response) => {
    // Offline, the service worker answers from its cache and says when that answer was saved.
    const cachedAt: unknown = response.headers?.[CACHED_AT_HEADER];
    noteApiAnswer(typeof cachedAt === 'string' ? cachedAt : null);
    return response;
  },
  (error: unknown) => {
    if (isAxiosError(error)) {
      console.error('[api] erro de resposta', error.config?.method?.toUpperCase(), error.config?.url, error.response?.status ?? error.code);
    } else {
      console.error('[api] erro de resposta', error);
    }
    return Promise.reject(error);
  },
);

/** The server's pt-BR `{ message }`, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message.trim()) return data.message;
  }
  return undefined;
}

/** True when the request never got an HTTP answer (server down, CORS refusal, timeout, offline). */
export function isNetworkError(error: unknown): boolean {
  return isAxiosError(error) && !error.response;
}

export function httpStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
