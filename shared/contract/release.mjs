#!/usr/bin/env node
// `pnpm contract:release`: records the shell's contract as released (released.json), once its version has moved as
// far as its exports did. Run it when a shell carrying this contract is deployed; remotes built from then on may
// rely on it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bumpedEnough } from '../src/core/contract/compatibility.mjs';
import { contractChanges, contractExports, requiredBump } from './exports.mjs';
import { CONTRACT_VERSION } from './version.mjs';

const file = path.join(import.meta.dirname, 'released.json');
// Nothing released yet: every export is new.
const released = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { version: '0.0.0', modules: {} };
const current = contractExports();
const bump = requiredBump(contractChanges(released.modules, current));
if (!bumpedEnough(released.version, CONTRACT_VERSION, bump)) {
  console.error(`O contrato mudou (${bump}) desde ${released.version}: suba CONTRACT_VERSION em shared/contract/version.mjs (hoje ${CONTRACT_VERSION}).`);
  process.exit(1);
}
writeFileSync(file, `${JSON.stringify({ version: CONTRACT_VERSION, modules: current }, null, 2)}\n`);
console.log(`Contrato ${CONTRACT_VERSION} registrado em ${path.relative(process.cwd(), file)}.`);
