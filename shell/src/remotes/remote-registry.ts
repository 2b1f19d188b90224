import { loadRemote, registerRemotes, registerShared } from '@module-federation/enhanced/runtime';
import { provides } from 'areia-shell-provides';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@areia/shared/web/config/runtime-config';
import type { ComponentType } from 'react';
import { contractRefusal } from './contract-check';

let entries: Partial<Record<RemoteName, string>> = {};

export function registerRemotesFromConfig(config: RuntimeConfig) {
  // First the shell's own React, router, query client, API client and session modules (production builds;
  // shellProvidesModule in shared/build/create-app-config.mjs): a production remote has no copy of its own.
  if (provides) registerShared(provides);
  entries = { ...config.remotes };
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}

/**
 * Forgets what the runtime cached for a remote (including a failed manifest fetch), so the next load really goes to
 * the network again.
 */
export function resetRemote(name: RemoteName) {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** A remote page that has not arrived by then shows the fallback with its retry (the manifest fetch gives up sooner). */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} não carregou em ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function loadRemotePage(remote: RemoteName, module: string): Promise<{ default: ComponentType }> {
  // The script and chunks that follow the manifest have no timeout of their own.
  const loaded = await within(loadRemote<{ default: ComponentType }>(`${remote}/${module}`), REMOTE_LOAD_TIMEOUT_MS, `${remote}/${module}`).catch(
    (error: unknown) => {
      // The runtime wraps a refused manifest in its own error; the boundary needs to know it was the contract.
      throw contractRefusal(entries[remote]) ?? error;
    },
  );
  if (!loaded?.default) throw new Error(`${remote}/${module} não exporta uma página`);
  return loaded;
}
