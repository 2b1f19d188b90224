/**
 * Where the app finds its API and its remotes. Read at run time from `runtime-config.json` beside the shell's
 * index.html, so a remote can move or be redeployed without rebuilding the shell.
 */
export type RemoteName = 'mfe_auth' | 'mfe_championships' | 'mfe_players' | 'mfe_arenas' | 'mfe_profile' | 'mfe_organizer';

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
  'mfe_organizer',
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
    mfe_organizer: 'http://localhost:3006/mf-manifest.json',
  },
};

// One module instance per page: shared modules import this file as `@areia/shared/config/runtime-config`, which
// Module Federation resolves to the shell's copy (see the lint rule on relative imports inside shared).
let current: RuntimeConfig = DEFAULT_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** What a runtime-config.json may hold: any subset, remotes included. */
export type RuntimeConfigPatch = Partial<Omit<RuntimeConfig, 'remotes'>> & { remotes?: Partial<Record<RemoteName, string>> };

export function setRuntimeConfig(config: RuntimeConfigPatch): RuntimeConfig {
  current = {
    ...current,
    ...config,
    remotes: { ...current.remotes, ...(config.remotes ?? {}) },
  };
  return current;
}

/** Loads the config file served beside the page; a missing file keeps the development defaults. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) return setRuntimeConfig((await response.json()) as RuntimeConfigPatch);
  } catch (error) {
    console.error('[areia] runtime-config.json indisponível; usando padrões locais', error);
  }
  return getRuntimeConfig();
}
