/**
 * The boot script, inlined into index.html by shell/scripts/boot-preload.mjs: it runs while the bundles download and
 * starts at once what the first screen waits for, instead of after main.js, the bootstrap chunks and the axios chunk:
 * runtime-config.json; then the connections to the API and to the route's remote, the remote's manifest, entry and
 * page chunks (preload hints); and, with a stored token, the session check and the screen's first data call. The app
 * picks those up (shared/src/web/api/boot-answers.ts); anything that fails here is simply asked again by the app.
 * On a later visit all of that starts at once from the config the last visit read, not after the file's round trip.
 * First of all it puts the page in the athlete's theme (Modo sol or dark), before anything is drawn, and keeps it
 * following the phone's setting and a choice made in another tab. With a session, it also loads the date and price
 * formats' data (shared/src/core/format/locale.ts) while the bundles download.
 */
import { TOKEN_STORAGE_KEY } from '@areia/shared/core/storage-keys';
import { batchPath, BATCH_MAX_CALLS } from '@areia/shared/core/batch';
import { bootAnswerKey, joinApiUrl, splitBatchAnswer, type BootAnswer, type BootPrefetch } from '@areia/shared/web/api/boot-answers';
import { applyStoredTheme, followThemeChanges } from '@areia/shared/web/theme/apply-theme';
import { loadFormatData } from '@areia/shared/core/format/locale';
import { answerImages, bootPlan, mergeBootConfig, remotePageAssets, type BootCall, type BootConfig, type BootRoute } from './boot-plan';

/** False in the one-bundle build (boot-preload.mjs): its pages are its own chunks, there is no remote to fetch. */
declare const __AREIA_BOOT_REMOTES__: boolean;
/** The route manifest's screens as `bootRoutes` compacts them (boot-preload.mjs). */
declare const __AREIA_BOOT_ROUTES__: BootRoute[];

function hint(rel: string, href: string, as?: string, crossOrigin?: boolean) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.as = as;
  if (crossOrigin) link.crossOrigin = 'anonymous';
  // An image fetched ahead is the screen's largest paint (the card's own <img> asks with high priority too).
  if (as === 'image') link.fetchPriority = 'high';
  document.head.appendChild(link);
}

async function answer(url: string, token: string): Promise<BootAnswer | undefined> {
  try {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const json = (response.headers.get('content-type') ?? '').includes('json');
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: response.status, data: json ? ((await response.json()) as unknown) : undefined, headers };
  } catch {
    return undefined;
  }
}

/**
 * Several API paths in batches (shared/src/core/batch.ts), one promise per path. A batch that fails (an API without
 * it, a proxy's error page) has its paths asked alone.
 */
function askTogether(apiUrl: string, paths: readonly string[], token: string): Promise<BootAnswer | undefined>[] {
  const alone = (list: readonly string[]) => list.map((path) => answer(joinApiUrl(apiUrl, path), token));
  const all: Promise<BootAnswer | undefined>[] = [];
  for (let start = 0; start < paths.length; start += BATCH_MAX_CALLS) {
    const group = paths.slice(start, start + BATCH_MAX_CALLS);
    if (group.length === 1) {
      all.push(...alone(group));
      continue;
    }
    const together = fetch(joinApiUrl(apiUrl, batchPath(group)), { headers: { Authorization: `Bearer ${token}` } })
      .then(async (response) => (response.ok ? splitBatchAnswer(await response.json(), group.length) : undefined))
      .catch(() => undefined)
      .then((split) => split ?? alone(group));
    all.push(...group.map((_, index) => together.then((list) => list[index])));
  }
  return all;
}

/**
 * The screen's first calls, one promise per call. With no service worker in control (a first visit) they go together,
 * once the position permission says which the screen makes: the API is another origin and the token a header, so each
 * GET alone costs a preflight too, and the permission answers well before the config's round trip. A page the worker
 * controls asks each alone, at once: the worker keeps each read by its own URL for the screens that open without
 * signal, and a returning athlete's preflights are often still cached (the API's Access-Control-Max-Age).
 */
function askFirstCalls(apiUrl: string, calls: readonly BootCall[], token: string, position: Promise<boolean>): Promise<BootAnswer | undefined>[] {
  const alone = (call: BootCall) => {
    const url = joinApiUrl(apiUrl, call.path);
    return call.withoutPosition ? position.then((granted) => (granted ? undefined : answer(url, token))) : answer(url, token);
  };
  if (calls.length < 2 || navigator.serviceWorker?.controller) return calls.map(alone);
  const together = position.then((granted) => {
    const asked = calls.filter((call) => !(call.withoutPosition && granted));
    const answered = askTogether(apiUrl, asked.map((call) => call.path), token);
    return (call: BootCall) => {
      const index = asked.indexOf(call);
      return index < 0 ? undefined : answered[index];
    };
  });
  return calls.map((call) => together.then((pick) => pick(call)));
}

/** Whether the device may already give its position (the home then asks with it, another URL). */
async function positionGranted(): Promise<boolean> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted';
  } catch {
    return false;
  }
}

/** Where the boot script keeps the runtime config it last read, to start the next visit without waiting for it. */
const LAST_CONFIG_KEY = 'areia-boot-config';

function lastConfig(): BootConfig | undefined {
  try {
    const raw = localStorage.getItem(LAST_CONFIG_KEY);
    return raw ? mergeBootConfig(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

function start() {
  const boot: BootPrefetch = { at: Date.now(), manifests: {}, answers: {} };
  globalThis.__AREIA_BOOT__ = boot;
  let token: string | null = null;
  try {
    token = localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // no storage: a visitor without a session
  }
  // Asked first: its answer comes on the main thread, which the app's scripts soon hold for a while; asked when the
  // config arrived, it held the home's summary back until after the remote's first chunk.
  const position = token ? positionGranted() : Promise.resolve(false);
  boot.config = fetch('/runtime-config.json', { cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  // Each hint and each request once, whichever config asks for it first.
  const started = new Set<string>();
  const once = (key: string) => !started.has(key) && Boolean(started.add(key));
  const here = window.location.origin;

  const begin = (config: BootConfig) => {
    const plan = bootPlan(__AREIA_BOOT_ROUTES__, window.location, token !== null, config);
    if (!__AREIA_BOOT_REMOTES__) plan.remote = undefined;
    try {
      const api = new URL(config.apiUrl, here).origin;
      if (token && api !== here && once(`preconnect ${api}`)) hint('preconnect', api, undefined, true);
      if (plan.remote) {
        const remote = new URL(plan.remote.manifest, here).origin;
        // The manifest, the entry and the chunks are all asked with CORS: one kind of connection.
        if (remote !== here && once(`preconnect ${remote}`)) hint('preconnect', remote, undefined, true);
      }
    } catch {
      // a malformed URL in the config: the app reports it
    }
    if (token) {
      const calls = plan.calls.filter((call) => once(joinApiUrl(config.apiUrl, call.path)));
      const answers = askFirstCalls(config.apiUrl, calls, token, position);
      for (const [index, call] of calls.entries()) {
        const url = joinApiUrl(config.apiUrl, call.path);
        const answered = answers[index]!;
        boot.answers[bootAnswerKey(url, token)] = answered;
        if (call.images) {
          void answered.then((got) => {
            if (got && got.status === 200) for (const href of answerImages(got.data, call.images)) hint('preload', href, 'image');
          });
        }
      }
    }
    if (plan.remote && once(plan.remote.manifest)) {
      const { manifest: url, module } = plan.remote;
      const manifest = fetch(url, { cache: 'no-cache' });
      boot.manifests[url] = manifest;
      manifest
        .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : undefined))
        .then((json) => {
          if (json === undefined) return;
          const { scripts, styles } = remotePageAssets(json, url, module);
          // With CORS, as the federation runtime and the remote's chunk loader ask for them (the hint and the tag
          // are then one request), and so the service worker keeps readable answers, not opaque ones.
          for (const href of scripts) hint('preload', href, 'script', true);
          for (const href of styles) hint('preload', href, 'style', true);
        })
        .catch(() => undefined);
    }
  };

  // A returning visitor starts at once with the config of the last visit (where the API and the remotes were); the
  // file read now adds whatever moved since. A request started for an address no longer configured is left unused.
  const last = lastConfig();
  if (last) begin(last);
  void boot.config.then((patch) => {
    if (patch !== undefined) {
      try {
        localStorage.setItem(LAST_CONFIG_KEY, JSON.stringify(patch));
      } catch {
        // no storage: the next visit waits for the file
      }
    }
    begin(mergeBootConfig(patch));
  });
  // A signed-in screen writes dates and prices in its first render: their locale data loads now, in a task of its
  // own after the page is parsed, while the main thread waits for the bundles.
  if (token) setTimeout(loadFormatData, 0);
}

applyStoredTheme();
followThemeChanges();
start();
