import { spawnSync, type ChildProcess } from 'node:child_process';
import { e2eTopology } from './ports';
import { repoRoot, startStaticServer, stopProcess, waitForUrl } from './processes';

/**
 * A second copy of the shell (the very same build) on a spare port, whose runtime config can point a remote
 * elsewhere: how tests take one remote down, or redeploy it, without touching the suite's main servers.
 */
export async function startSpareShell(
  port: number,
  remoteOverrides: Record<string, string>,
  configOverrides: { apiUrl?: string } = {},
  dir?: string,
) {
  const top = e2eTopology();
  const runtimeConfig = { ...top.runtimeConfig, ...configOverrides, remotes: { ...top.runtimeConfig.remotes, ...remoteOverrides } };
  const child = startStaticServer({ app: 'shell', port, runtimeConfig, ...(dir ? { dir } : {}) });
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/runtime-config.json`);
  return { url, stop: () => stopProcess(child) };
}

export async function startRemoteServer(app: string, port: number, dir?: string): Promise<{ stop: () => Promise<void>; child: ChildProcess }> {
  const child = startStaticServer({ app, port, dir });
  await waitForUrl(`http://localhost:${port}/mf-manifest.json`);
  return { child, stop: () => stopProcess(child) };
}

/**
 * Rebuilds one app alone, as its team would deploy it: a production build into `outDir` with `release` as its
 * release label (`env` adds to the build's environment, e.g. AREIA_CONTRACT_VERSION). Returns the build's exit status
 * and error output, for the test to assert on.
 */
export function rebuildApp(app: string, release: string, outDir: string, env: Record<string, string> = {}): { status: number | null; stderr: string } {
  const build = spawnSync('pnpm', ['--filter', `@areia/${app}`, 'build'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, AREIA_RELEASE: release, AREIA_OUT_DIR: outDir, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  return { status: build.status, stderr: build.stderr };
}
