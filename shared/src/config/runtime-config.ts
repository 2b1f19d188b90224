/**
 * Where the app finds its API and its remotes. Read at run time from `runtime-config.json` beside the shell's
 * index.html, so a remote can move or be redeployed without rebuilding the shell.
 */
export type RemoteName = 'mfe_auth' | 'mfe_championships' | 'mfe_players' | 'mfe_arenas' | 'mfe_profile';

export interface RuntimeConfig {
  apiUrl: string;
  /** Key handed to supabase-js; the API's PostgREST subset accepts any value, a real Supabase project its anon key. */
  supabaseAnonKey: string;
  remotes: Record<RemoteName, string>;
}

export const REMOTE_NAMES: readonly RemoteName[] = [
  'mfe_auth',
  'mfe_championships',
  'mfe_players',
  'mfe_arenas',
  'mfe_profile',
];

const DEFAULT_CONFIG: RuntimeConfig = {
  apiUrl: 'http://localhost:4000',
  supabaseAnonKey: 'areia-local-anon-key',
  remotes: {
    mfe_auth: 'http://localhost:3001/mf-manifest.json',
    mfe_championships: 'http://localhost:3002/mf-manifest.json',
    mfe_players: 'http://localhost:3003/mf-manifest.json',
    mfe_arenas: 'http://localhost:3004/mf-manifest.json',
    mfe_profile: 'http://localhost:3005/mf-manifest.json',
  },
};

/**
 * Kept on the page's global object, not in this module: Module Federation shares `@areia/shared/<path>` by request,
 * so a shared module the shell never loaded (e.g. `api/arenas`) is a remote's own copy, and its relative
 * `./client` → `../config/runtime-config` chain is a second copy of this file. Both copies must see what the shell
 * loaded, or a remote's calls go to the development default API.
 */
const STORE = Symbol.for('areia.runtime-config');
type ConfigStore = { [STORE]?: RuntimeConfig };
const store = globalThis as ConfigStore;

export function getRuntimeConfig(): RuntimeConfig {
  return store[STORE] ?? DEFAULT_CONFIG;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  const current = getRuntimeConfig();
  store[STORE] = {
    ...current,
    ...config,
    remotes: { ...current.remotes, ...(config.remotes ?? {}) },
  };
  return store[STORE];
}

/** Loads the config file served beside the page; a missing file keeps the development defaults. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch (error) {
    console.error('[areia] runtime-config.json indisponível; usando padrões locais', error);
  }
  return getRuntimeConfig();
}
