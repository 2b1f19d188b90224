// Where every app listens, in one place: `pnpm start`, `pnpm dev` and the e2e suite all derive their URLs here.
import { API_PORT, APP_PORTS } from '../shared/build/ports.mjs';

export { API_PORT, APP_PORTS };

export const REMOTES = [
  { name: 'mfe_auth', dir: 'mfe-auth' },
  { name: 'mfe_championships', dir: 'mfe-championships' },
  { name: 'mfe_players', dir: 'mfe-players' },
  { name: 'mfe_arenas', dir: 'mfe-arenas' },
  { name: 'mfe_profile', dir: 'mfe-profile' },
  { name: 'mfe_organizer', dir: 'mfe-organizer' },
];

/**
 * Ports from a base (shell = base, remotes = base+1..6) and the API port; hosts are `localhost` so cookies-free
 * CORS and geolocation (a secure context) both work in the browser.
 */
export function topology({ base = 3000, apiPort = API_PORT, host = 'localhost' } = {}) {
  const offset = base - APP_PORTS.shell;
  const port = (name) => APP_PORTS[name] + offset;
  const url = (p) => `http://${host}:${p}`;
  const remotes = Object.fromEntries(REMOTES.map(({ name }) => [name, `${url(port(name))}/mf-manifest.json`]));
  return {
    shell: { port: port('shell'), url: url(port('shell')) },
    remotes: REMOTES.map(({ name, dir }) => ({ name, dir, port: port(name), url: url(port(name)) })),
    api: { port: apiPort, url: url(apiPort) },
    runtimeConfig: { apiUrl: url(apiPort), supabaseAnonKey: 'areia-local-anon-key', remotes },
    corsOrigins: [port('shell'), ...REMOTES.map(({ name }) => port(name))].flatMap((p) => [url(p), `http://127.0.0.1:${p}`]),
  };
}
