import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { getRuntimeConfig } from '@areia/shared/web/config/runtime-config';
import { joinApiUrl, queryString, takeBootAnswer, type BootAnswer } from '@areia/shared/web/api/boot-answers';
import { tokenStorage } from '@areia/shared/web/api/token-storage';
import { CACHED_AT_HEADER, noteApiAnswer } from '@areia/shared/web/offline/offline-cache';

export const REQUEST_TIMEOUT_MS = 15000;

function requestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** What axios' own `isAxiosError` checks, without loading axios to ask. */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

let instance: Promise<AxiosInstance> | undefined;

// axios (~14 KB gz) is fetched with the first request instead of at boot: a first visit to `/` makes none.
function loadClient(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios, AxiosHeaders }) => {
    const client = axios.create({
      timeout: REQUEST_TIMEOUT_MS,
      withCredentials: false,
      headers: { 'Content-Type': 'application/json' },
    });
    client.interceptors.request.use(
      (config) => {
        // Read per request so a late runtime config still applies.
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
    client.interceptors.response.use(
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
    return client;
  });
  return instance;
}

/** Starts fetching axios now (at boot when a session is about to be checked), so the first call does not wait. */
export function preloadApiClient(): void {
  void loadClient().catch(() => undefined);
}

type Methods = Pick<AxiosInstance, 'get' | 'delete' | 'post' | 'put' | 'patch'>;

/** A boot answer in axios' shape, seen by the app as any other answer (offline note included). */
function bootResponse(answer: BootAnswer, config: AxiosRequestConfig | undefined): AxiosResponse {
  const cachedAt = answer.headers[CACHED_AT_HEADER];
  noteApiAnswer(typeof cachedAt === 'string' ? cachedAt : null);
  return { data: answer.data, status: answer.status, statusText: '', headers: answer.headers, config: (config ?? {}) as AxiosResponse['config'] };
}

/** A boot answer's 404 as axios rejects one: what the screens read (`httpStatus`, `isNotFound`) is its `response`. */
function bootNotFound(answer: BootAnswer, config: AxiosRequestConfig | undefined): AxiosError {
  const response = bootResponse(answer, config);
  return Object.assign(new Error(`Request failed with status code ${answer.status}`), { isAxiosError: true, status: answer.status, config: response.config, response }) as AxiosError;
}

/**
 * GET, answered by the shell's boot script when it already asked the same URL for the same session (the session check
 * and the first screen's data start before the bundles arrive, see boot-answers.ts). A 2xx is the answer, a 404 too (a
 * missing championship or player is the page's answer, not worth asking twice); anything else is asked again, through
 * the client and its handling (a 401 clears the session there).
 */
function get(url: string, config?: AxiosRequestConfig) {
  const params = config?.params as Record<string, unknown> | undefined;
  const plain = !/^[a-z]+:/i.test(url) && (params === undefined || Object.getPrototypeOf(params) === Object.prototype);
  const early = plain ? takeBootAnswer(joinApiUrl(getRuntimeConfig().apiUrl, url) + queryString(params), tokenStorage.getToken()) : undefined;
  const ask = () => loadClient().then((client) => client.get(url, config));
  if (!early) return ask();
  return early.then((answer) => {
    if (answer && answer.status >= 200 && answer.status < 300) return bootResponse(answer, config);
    if (answer?.status === 404) throw bootNotFound(answer, config);
    return ask();
  });
}

/** The one HTTP client of the app: axios' own call signatures, the instance created on first use. */
export const apiClient: Methods = {
  get: get as Methods['get'],
  delete: ((...args: Parameters<Methods['delete']>) => loadClient().then((client) => client.delete(...args))) as Methods['delete'],
  post: ((...args: Parameters<Methods['post']>) => loadClient().then((client) => client.post(...args))) as Methods['post'],
  put: ((...args: Parameters<Methods['put']>) => loadClient().then((client) => client.put(...args))) as Methods['put'],
  patch: ((...args: Parameters<Methods['patch']>) => loadClient().then((client) => client.patch(...args))) as Methods['patch'],
};

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

/** Whether a refused score save carries the game's current score: another save got there first. */
export function conflictingScore(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const data = error.response?.data as { current?: unknown } | undefined;
  return typeof data?.current === 'object' && data.current !== null;
}

export function httpStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
