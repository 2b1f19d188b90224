import type { Page } from '@playwright/test';
import { watchPageErrors } from './page-errors';
import { e2eTopology, sparePort } from './ports';
import { signIn } from './session';
import { startRemoteServer, startSpareShell } from './spare-stack';

/**
 * One remote served from another build (`remoteDir`) on a spare port, and a spare shell (today's build, or
 * `shellDir`) whose runtime config points at it; the page signed in there and opened at `path`, its errors watched.
 */
export async function openRemoteBuild(
  page: Page,
  options: { app: string; remoteDir: string; path: string; shellDir?: string; shellPort?: number; remotePort?: number },
) {
  const remote = e2eTopology().remotes.find((entry) => entry.dir === options.app);
  if (!remote) throw new Error(`${options.app} não é um remote`);
  const remotePort = options.remotePort ?? sparePort(6);
  const shellPort = options.shellPort ?? sparePort(5);
  const remotes = { [remote.name]: `http://localhost:${remotePort}/mf-manifest.json` };
  const server = await startRemoteServer(options.app, remotePort, options.remoteDir);
  let shell: Awaited<ReturnType<typeof startSpareShell>>;
  try {
    shell = await startSpareShell(shellPort, remotes, {}, options.shellDir);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const errors = watchPageErrors(page);
  const stop = async () => {
    await shell.stop();
    await server.stop();
  };
  try {
    await signIn(page, undefined, shell.url);
    await page.goto(`${shell.url}${options.path}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: shell.url,
    errors,
    /** Another shell build deployed where this one was (same origin, same runtime config). */
    async redeployShell(dir: string) {
      await shell.stop();
      shell = await startSpareShell(shellPort, remotes, {}, dir);
    },
    stop,
  };
}
