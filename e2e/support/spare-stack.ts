import type { ChildProcess } from 'node:child_process';
import { e2eTopology } from './ports';
import { startStaticServer, stopProcess, waitForUrl } from './processes';

/**
 * A second copy of the shell (the very same build) on a spare port, whose runtime config can point a remote
 * elsewhere: how tests take one remote down, or redeploy it, without touching the suite's main servers.
 */
export async function startSpareShell(port: number, remoteOverrides: Record<string, string>, configOverrides: { apiUrl?: string } = {}) {
  const top = e2eTopology();
  const runtimeConfig = { ...top.runtimeConfig, ...configOverrides, remotes: { ...top.runtimeConfig.remotes, ...remoteOverrides } };
  const child = startStaticServer({ app: 'shell', port, runtimeConfig });
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/runtime-config.json`);
  return { url, stop: () => stopProcess(child) };
}

export async function startRemoteServer(app: string, port: number, dir?: string): Promise<{ stop: () => Promise<void>; child: ChildProcess }> {
  const child = startStaticServer({ app, port, dir });
  await waitForUrl(`http://localhost:${port}/mf-manifest.json`);
  return { child, stop: () => stopProcess(child) };
}
