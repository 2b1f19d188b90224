import path from 'node:path';
import { topology } from '../../scripts/topology.mjs';

const base = () => Number(process.env.E2E_PORT_BASE ?? 3100);
const apiBase = () => Number(process.env.E2E_API_PORT ?? 4100);

/** How many stacks the suite can run side by side: one per Playwright worker (playwright.config.ts). */
export const STACK_SLOTS = 2;
/** Each slot's ports sit this far above the previous slot's, inside the suite's block of 100 (the dev loop keeps +40…+46). */
const SLOT_STRIDE = 60;

/**
 * The stack this process talks to: Playwright's worker slot (TEST_PARALLEL_INDEX, 0 … workers − 1; two workers never
 * run with the same one at once), 0 in the runner and the global setup. Each slot has its own API, database and
 * servers (support/global-setup.ts), so tests in different workers never see each other's rows or restart each
 * other's servers.
 */
export function stackSlot(): number {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  if (!Number.isInteger(slot) || slot < 0 || slot >= STACK_SLOTS) throw new Error(`worker ${slot} sem pilha: a suíte sobe ${STACK_SLOTS}`);
  return slot;
}

const slotBase = (slot: number) => base() + slot * SLOT_STRIDE;
/** The slot's API; the port after it is its spare (the `pnpm start` test's API). */
const slotApiPort = (slot: number) => apiBase() + slot * 2;

/**
 * The suite runs on its own ports (shell 3100, remotes 3101–3106, API 4100 by default; the second worker's stack on
 * 3160–3166 and 4102) so it never collides with a `pnpm start` on the same machine. E2E_PORT_BASE / E2E_API_PORT move
 * it elsewhere.
 */
export function e2eTopology(options: { base?: number; slot?: number } = {}) {
  const slot = options.slot ?? stackSlot();
  return topology({ base: options.base ?? slotBase(slot), apiPort: slotApiPort(slot) });
}

/** A spare API port for tests that start an API of their own (`pnpm start`): the slot's API port + 1. */
export function spareApiPort(slot = stackSlot()): number {
  return slotApiPort(slot) + 1;
}

/** Ports tests may use for servers of their own (a second shell, a redeployed remote): the slot's base+10 … base+29. */
export function sparePort(index: number, slot = stackSlot()): number {
  if (index < 0 || index >= 20) throw new Error('índice de porta livre fora do intervalo');
  return slotBase(slot) + 10 + index;
}

export function spareOrigins(slot = stackSlot()): string[] {
  return Array.from({ length: 20 }, (_, i) => sparePort(i, slot)).flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

/** The slot's API data folder (its dev outbox of e-mails: support/outbox.ts), under the one the global setup made. */
export function apiDataDir(slot = stackSlot()): string {
  const root = process.env.E2E_API_DATA_DIR;
  if (!root) throw new Error('E2E_API_DATA_DIR não definido: a suíte precisa do global-setup.');
  return path.join(root, `slot-${slot}`);
}

/** The dev-loop test's servers (playwright.dev.config.ts): shell and remotes from E2E_PORT_BASE + 40. */
export function devLoopTopology() {
  return e2eTopology({ base: base() + 40, slot: 0 });
}
