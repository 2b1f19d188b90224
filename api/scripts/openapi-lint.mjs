#!/usr/bin/env node
// `pnpm --filter @areia/api lint:openapi`: writes the API's OpenAPI document (from the route definitions, no database)
// and lints it with Redocly's recommended rules; any error or warning fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'areia-openapi-'));
try {
  const dump = spawnSync(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'scripts', 'openapi-document.ts')], {
    cwd: apiRoot,
    encoding: 'utf8',
    env: { ...process.env, AREIA_LOG: 'silent', AREIA_DATA_DIR: dir },
  });
  if (dump.status !== 0) {
    process.stderr.write(dump.stderr);
    process.exit(dump.status ?? 1);
  }
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, dump.stdout);
  const lint = spawnSync(path.join(apiRoot, 'node_modules', '.bin', 'redocly'), ['lint', file, '--max-problems=50'], {
    cwd: apiRoot,
    encoding: 'utf8',
    // No telemetry, no update check: CI runs offline-clean.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const output = `${lint.stdout}${lint.stderr}`;
  const problems = output.match(/Validation failed with (\d+) errors? and (\d+) warnings?/) ?? output.match(/with (\d+) warnings?/);
  process.stdout.write(output.split('\n').filter((line) => !/[╔║╚]/.test(line)).join('\n'));
  if (lint.status !== 0 || problems) process.exit(lint.status || 1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
