import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@areia/shared/config/runtime-config';
import type { ComponentType } from 'react';

let entries: Partial<Record<RemoteName, string>> = {};

export function registerRemotesFromConfig(config: RuntimeConfig) {
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

export async function loadRemotePage(remote: RemoteName, module: string): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} não exporta uma página`);
  return loaded;
}
