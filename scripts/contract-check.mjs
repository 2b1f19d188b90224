#!/usr/bin/env node
// `pnpm contract:check <remote's mf-manifest.json> [shell's mf-manifest.json]` (URLs or files): whether the shell
// mounts that remote build, asked before its runtime config points at it. Without a shell manifest, this checkout's
// contract (shared/contract/version.mjs). Exits 1 when the shell would refuse it.
import { readFileSync } from 'node:fs';
import { contractVerdict, parseVersion } from '@areia/shared/core/contract/compatibility';
import { CONTRACT_VERSION } from '@areia/shared/contract/version';

async function readManifest(where) {
  if (!/^https?:\/\//.test(where)) return JSON.parse(readFileSync(where, 'utf8'));
  const response = await fetch(where, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${where}: HTTP ${response.status}`);
  return response.json();
}

const [remoteAt, shellAt] = process.argv.slice(2);
if (!remoteAt) {
  console.error('uso: pnpm contract:check <mf-manifest.json do remote> [mf-manifest.json do shell]');
  process.exit(2);
}
const remote = await readManifest(remoteAt);
const provides = shellAt ? (await readManifest(shellAt)).metaData?.areia?.provides : CONTRACT_VERSION;
if (!parseVersion(provides)) {
  console.error(`${shellAt}: o shell não declara o contrato que oferece (construído antes dos contratos)`);
  process.exit(1);
}
const facts = remote.metaData?.areia ?? {};
const verdict = contractVerdict(provides, facts.contract);
const build = `${remote.name} ${facts.release ?? '?'} (${facts.commit ?? '?'})`;
console.log(verdict.kind === 'compatible' ? `${build}: compatível com o contrato ${provides}` : `${build}: ${verdict.reason}`);
process.exit(verdict.kind === 'compatible' ? 0 : 1);
