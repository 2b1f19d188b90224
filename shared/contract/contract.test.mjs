import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bumpedEnough } from '../src/core/contract/compatibility.mjs';
import { contractChanges, contractExports, requiredBump } from './exports.mjs';
import { CONTRACT_VERSION } from './version.mjs';

const released = JSON.parse(readFileSync(path.join(import.meta.dirname, 'released.json'), 'utf8'));

describe('the contract between the shell and its remotes', () => {
  /** @type {Record<string, Record<string, string>>} */
  let provided;
  // One TypeScript program over every provided module (seconds on a busy machine), shared by the tests below.
  beforeAll(() => {
    provided = contractExports();
  }, 120_000);

  it('moved its version as far as the provided modules\' exports moved since the last release', () => {
    const changes = contractChanges(released.modules, provided);
    const bump = requiredBump(changes);
    const report = [
      `último contrato publicado: ${released.version}; CONTRACT_VERSION: ${CONTRACT_VERSION}; mudança: ${bump}`,
      ...changes.removed.map((key) => `removido: ${key}`),
      ...changes.changed.map((key) => `alterado: ${key}`),
      ...changes.added.map((key) => `novo: ${key}`),
    ].join('\n');
    expect(bumpedEnough(released.version, CONTRACT_VERSION, bump), report).toBe(true);
  });

  it('sees a removed, a changed and an added export of a provided module, and asks for the bump each needs', () => {
    const current = { 'web/feedback/toast': provided['web/feedback/toast'] };
    const { toast, ...withoutToast } = current['web/feedback/toast'];
    expect(toast).toMatch(/^const /);

    const removed = contractChanges(current, { 'web/feedback/toast': withoutToast });
    expect(removed).toEqual({ removed: ['web/feedback/toast#toast'], changed: [], added: [] });
    expect(requiredBump(removed)).toBe('major');

    const changed = contractChanges(current, { 'web/feedback/toast': { ...current['web/feedback/toast'], toast: 'const {}' } });
    expect(changed.changed).toEqual(['web/feedback/toast#toast']);
    expect(requiredBump(changed)).toBe('major');

    const added = contractChanges(current, { 'web/feedback/toast': { ...current['web/feedback/toast'], addedExport: 'function () => void' } });
    expect(added).toEqual({ removed: [], changed: [], added: ['web/feedback/toast#addedExport'] });
    expect(requiredBump(added)).toBe('minor');
    expect(requiredBump(contractChanges(current, current))).toBe('none');
  });

  it('names a type by its members, so a change inside an exported interface counts', () => {
    const { Session } = provided['web/session/session-context'];
    expect(Session).toMatch(/^interface \{ user: .*; status: "loading" \| "anonymous" \| "signed-in" \| "unreachable";/);
    expect(Session).not.toMatch(/\/work\/|node_modules/);
  });
});
