// Where every app listens, in one place: `pnpm start`, `pnpm dev` and the e2e suite all derive their URLs here.
import { localRuntimeConfig, remotes } from '@areia/shared/core/manifest';
import { API_PORT, APP_PORTS } from '@areia/shared/build/ports';

export { API_PORT, APP_PORTS };

/** Every remote and its package folder, from the route manifest (shared/src/core/manifest.mjs). */
export const REMOTES = remotes.map(({ name, dir }) => ({ name, dir }));

/**
 * Ports from a base (shell = base, each remote = base + its offset in the manifest) and the API port; hosts are `localhost` so cookies-free
 * CORS and geolocation (a secure context) both work in the browser.
 */
export function topology({ base = APP_PORTS.shell, apiPort = API_PORT, host = 'localhost' } = {}) {
  const offset = base - APP_PORTS.shell;
  const port = (name) => APP_PORTS[name] + offset;
  const url = (p) => `http://${host}:${p}`;
  return {
    shell: { port: port('shell'), url: url(port('shell')) },
    remotes: REMOTES.map(({ name, dir }) => ({ name, dir, port: port(name), url: url(port(name)) })),
    api: { port: apiPort, url: url(apiPort) },
    runtimeConfig: localRuntimeConfig({ base, apiPort, host }),
    corsOrigins: [port('shell'), ...REMOTES.map(({ name }) => port(name))].flatMap((p) => [url(p), `http://127.0.0.1:${p}`]),
  };
}
