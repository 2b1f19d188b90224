/**
 * Where the app finds its API and its remotes. Read at run time from `runtime-config.json` beside the shell's
 * index.html, so a remote can move or be redeployed without rebuilding the shell.
 */
import { localRuntimeConfig, remotes, type RemoteName } from '@areia/shared/core/manifest';

export type { RemoteName };

export interface RuntimeConfig {
  apiUrl: string;
  /** Key handed to supabase-js; the API's PostgREST subset accepts any value, a real Supabase project its anon key. */
  supabaseAnonKey: string;
  remotes: Record<RemoteName, string>;
}

/** Every remote, from the route manifest (shared/src/core/manifest.mjs). */
export const REMOTE_NAMES: readonly RemoteName[] = remotes.map((remote) => remote.name);

/** The development ports, the same the shell's runtime-config.json and `pnpm start` use by default. */
const DEFAULT_CONFIG: RuntimeConfig = localRuntimeConfig();

// One module instance per page: shared modules import this file as `@areia/shared/web/config/runtime-config`, which
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
