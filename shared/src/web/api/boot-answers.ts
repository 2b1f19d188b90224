/**
 * Answers fetched before any bundle runs. The shell's inline boot script (shell/src/boot/inline-boot.ts, written into
 * index.html) starts the session check and the first data call of the page the address names while the bundles are
 * still downloading; the API client takes those answers here instead of asking again. Dependency-free: the inline
 * script bundles this file too.
 */

/** An API answer as the boot script kept it: status, parsed JSON body and the headers (names in lower case). */
export interface BootAnswer {
  status: number;
  data: unknown;
  headers: Record<string, string>;
}

export interface BootPrefetch {
  /** `Date.now()` when the boot script ran. */
  at: number;
  /** runtime-config.json, parsed (undefined when missing or unreadable). */
  config?: Promise<unknown>;
  /** Remote manifests by URL, for the federation runtime's manifest fetch. */
  manifests: Record<string, Promise<Response> | undefined>;
  /** API answers by `bootAnswerKey` (undefined when the call failed on the network). */
  answers: Record<string, Promise<BootAnswer | undefined> | undefined>;
}

declare global {
  var __AREIA_BOOT__: BootPrefetch | undefined;
}

/** Answers older than this are not handed out: they were for the first screen, not for a later visit. */
export const BOOT_ANSWER_MAX_AGE_MS = 20_000;

/** `baseURL` and a path joined as axios joins them. */
export function joinApiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Query parameters in the order given; undefined and null are left out, as axios leaves them out. */
export function queryString(params?: Record<string, unknown>): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value as string | number | boolean));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One answer per token and URL: an answer fetched for another session is never handed to this one. */
export function bootAnswerKey(url: string, token: string | null): string {
  return `${token ?? ''} ${url}`;
}

function bootState(): BootPrefetch | undefined {
  return typeof globalThis === 'undefined' ? undefined : globalThis.__AREIA_BOOT__;
}

/** The boot script's answer for this GET, once (a second call asks the network), while it is fresh. */
export function takeBootAnswer(url: string, token: string | null, now = Date.now()): Promise<BootAnswer | undefined> | undefined {
  const boot = bootState();
  if (!boot) return undefined;
  const key = bootAnswerKey(url, token);
  const answer = boot.answers[key];
  if (!answer) return undefined;
  delete boot.answers[key];
  return now - boot.at <= BOOT_ANSWER_MAX_AGE_MS ? answer : undefined;
}

/**
 * A batch's answer (shared/src/core/batch.ts) as one boot answer per path asked, in order; undefined when it is not
 * such an answer (an older API without the batch answers 404, a proxy an error page): the paths are then asked alone.
 */
export function splitBatchAnswer(body: unknown, count: number): BootAnswer[] | undefined {
  if (!Array.isArray(body) || body.length !== count) return undefined;
  const answers: BootAnswer[] = [];
  for (const item of body as unknown[]) {
    const answer = (item && typeof item === 'object' ? item : {}) as Partial<BootAnswer>;
    if (typeof answer.status !== 'number' || !answer.headers || typeof answer.headers !== 'object') return undefined;
    answers.push({ status: answer.status, data: answer.data, headers: answer.headers });
  }
  return answers;
}
