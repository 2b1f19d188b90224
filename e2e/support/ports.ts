import { topology } from '../../scripts/topology.mjs';

const base = () => Number(process.env.E2E_PORT_BASE ?? 3100);

/**
 * The suite runs on its own ports (shell 3100, remotes 3101–3106, API 4100 by default) so it never collides with a
 * `pnpm start` on the same machine. E2E_PORT_BASE / E2E_API_PORT move it elsewhere.
 */
export function e2eTopology(options: { base?: number } = {}) {
  return topology({ base: options.base ?? base(), apiPort: Number(process.env.E2E_API_PORT ?? 4100) });
}

/** Ports tests may use for servers of their own (a second shell, a redeployed remote): base+10 … base+29. */
export function sparePort(index: number): number {
  if (index < 0 || index >= 20) throw new Error('índice de porta livre fora do intervalo');
  return base() + 10 + index;
}

export function spareOrigins(): string[] {
  return Array.from({ length: 20 }, (_, i) => sparePort(i)).flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

/** The dev-loop test's servers (playwright.dev.config.ts): shell and remotes from E2E_PORT_BASE + 40. */
export function devLoopTopology() {
  return e2eTopology({ base: base() + 40 });
}
