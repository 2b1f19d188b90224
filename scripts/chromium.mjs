// Which Chromium the tests, benches and screenshots run, and its flags: the system's (Debian packages), never a
// downloaded one.
import { existsSync } from 'node:fs';

/** Debian's Chromium, the whole browser (`apt-get install -y chromium`); elsewhere CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the Playwright suite runs in: Chromium's headless shell (Debian's `chromium-headless-shell`, the same version of
 * Blink, V8 and the network stack, without the whole browser's windows, tabs and profile services), where it is
 * installed, else the whole browser. Every test opens a fresh context and page, and a fresh page costs the whole
 * browser's process about five times the CPU it costs the shell's. CHROMIUM_HEADLESS_SHELL_PATH points elsewhere.
 */
export const TEST_BROWSER =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM);

/** Headless, no sandbox (containers), no GPU, nothing fetched beside the pages under test. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
