// Development and demo ports, from the route manifest: the shell on its port, each remote on the shell's
// port plus its offset.
import { defaultPorts, remotes } from '../src/core/manifest.mjs';

/** @type {Record<'shell' | import('../src/core/manifest.mjs').RemoteName, number>} */
export const APP_PORTS = /** @type {any} */ ({
  shell: defaultPorts.shell,
  ...Object.fromEntries(remotes.map((remote) => [remote.name, defaultPorts.shell + remote.portOffset])),
});
export const API_PORT = defaultPorts.api;
