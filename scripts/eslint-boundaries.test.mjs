// The boundaries in eslint.config.js can fail: each rule is run on a snippet that breaks it (and on one that keeps it).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { coreImport } from '@areia/shared/boundaries';

const root = fileURLToPath(new URL('..', import.meta.url));

// Every rule of the real config applies to the snippets.
const eslint = new ESLint({ cwd: root });

/** The rule ids reported on `code` as if it were the file at `path` (from the repository root). */
async function reported(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

// The first lint loads the config's plugins and parsers: seconds on a busy 2-core machine.
beforeAll(() => reported('api/src/fixture.ts', 'export {};\n'), 120_000);

describe('the list of core modules', () => {
  it('names modules by their import path', () => {
    expect(coreImport.test('@areia/shared/core/schemas/user')).toBe(true);
    expect(coreImport.test('@areia/shared/core/geo/distance')).toBe(true);
    expect(coreImport.test('@areia/shared/web/geo/use-device-location')).toBe(false);
    expect(coreImport.test('@areia/shared/web/ui/button')).toBe(false);
    expect(coreImport.test('@areia/shared/schemas/user')).toBe(false);
  });
});

describe('the API imports only shared core', () => {
  it('accepts a schema and a rule', async () => {
    const code = "import { z } from 'zod';\nimport { userSchema } from '@areia/shared/core/schemas/user';\nimport { compareStandings } from '@areia/shared/core/rules/standings';\nexport const all = [z, userSchema, compareStandings];\n";
    expect(await reported('api/src/fixture.ts', code)).toEqual([]);
  });

  it.each([
    "import { apiClient } from '@areia/shared/web/api/client';",
    "import { Button } from '@areia/shared/web/ui/button';",
    "import { useDeviceLocation } from '@areia/shared/web/geo/use-device-location';",
    "import { tokenStorage } from '@areia/shared/web/api/token-storage';",
    "import { remote } from '@areia/mfe-auth';",
    // A relative path into the shared package, spelled in parts so the text names no path outside this package.
    `import { userSchema } from '${['..', '..', 'shared', 'src', 'core', 'schemas', 'user'].join('/')}';`,
  ])('reports %s', async (line) => {
    expect(await reported('api/src/fixture.ts', `${line}\nexport const used = [${line.match(/\{ (\w+) \}/)[1]}];\n`)).toEqual([
      'no-restricted-imports',
    ]);
  });
});

describe('the API keeps its layers apart', () => {
  it.each([
    ['api/src/routes/scores/fixture.ts', "import { lockChampionship } from '../../platform/db/locks';"],
    ['api/src/routes/scores/fixture.ts', "import { acceptInvitation } from '../../domain/roster/invitations';"],
    ['api/src/domain/roster/fixture.ts', "import { lockChampionship } from '../../platform/db/locks';"],
    ['api/src/routes/fixture.ts', "import { messages } from '../platform/http/messages';"],
  ])('accepts %s importing %s', async (path, line) => {
    expect(await reported(path, `${line}\nexport const used = [${line.match(/\{ (\w+) \}/)[1]}];\n`)).toEqual([]);
  });

  it.each([
    ['api/src/routes/scores/fixture.ts', "import { findChampionship } from '../championships/championships.handlers';"],
    ['api/src/routes/scores/fixture.ts', "import { findChampionship } from '../../routes/championships/championships.handlers';"],
    ['api/src/routes/fixture.ts', "import { arenaHandlers } from './arenas/arenas.handlers';"],
    ['api/src/platform/db/fixture.ts', "import { promoteFromWaitlist } from '../../domain/roster/waitlist';"],
    ['api/src/platform/http/fixture.ts', "import { arenaRouter } from '../../routes/arenas/arenas.index';"],
    ['api/src/domain/roster/fixture.ts', "import { arenaHandlers } from '../../routes/arenas/arenas.handlers';"],
  ])('reports %s importing %s', async (path, line) => {
    expect(await reported(path, `${line}\nexport const used = [${line.match(/\{ (\w+) \}/)[1]}];\n`)).toEqual(['no-restricted-imports']);
  });
});

describe('shared core stays React-free and DOM-free', () => {
  it('accepts zod and other core modules', async () => {
    const code = "import { z } from 'zod';\nimport { GENDERS } from '@areia/shared/core/constants';\nexport const gender = z.enum(GENDERS);\n";
    expect(await reported('shared/src/core/schemas/fixture.ts', code)).toEqual([]);
  });

  it.each([
    ['shared/src/core/schemas/fixture.ts', "import { useState } from 'react';\nexport const used = useState;\n"],
    ['shared/src/core/rules/fixture.ts', "import type { ReactNode } from 'react';\nexport type Used = ReactNode;\n"],
    ['shared/src/core/validation/fixture.ts', "import axios from 'axios';\nexport const used = axios;\n"],
    ['shared/src/core/format/fixture.ts', "import { apiClient } from '@areia/shared/web/api/client';\nexport const used = apiClient;\n"],
    ['shared/src/core/modality.ts', "import { readFileSync } from 'node:fs';\nexport const used = readFileSync;\n"],
    ['shared/src/core/geo/distance.ts', "export { toast } from 'react-toastify';\n"],
  ])('reports a web import in %s', async (path, code) => {
    expect(await reported(path, code)).toEqual(['no-restricted-imports']);
  });

  it('reports DOM globals, JSX and import()', async () => {
    expect(await reported('shared/src/core/constants.ts', 'export const saved = localStorage.getItem("x");\n')).toEqual([
      'no-restricted-globals',
    ]);
    expect(await reported('shared/src/core/schemas/fixture.tsx', 'export const box = <div />;\n')).toEqual(['no-restricted-syntax']);
    expect(await reported('shared/src/core/rules/fixture.ts', "export const lazy = () => import('@areia/shared/web/ui/button');\n")).toEqual([
      'no-restricted-syntax',
    ]);
  });

  it('leaves shared web free to use React and core', async () => {
    const code = "import { useState } from 'react';\nimport { GENDERS } from '@areia/shared/core/constants';\nexport const used = [useState, GENDERS];\n";
    expect(await reported('shared/src/web/ui/fixture.tsx', code)).toEqual([]);
  });
});

describe('import cycles', () => {
  /** Lints `a.ts` of two modules written in a fresh folder under `parent`, each importing the other by `importOf`. */
  async function cycleRules(parent, importOf) {
    const dir = mkdtempSync(join(root, parent, 'cycle-fixture-'));
    try {
      writeFileSync(join(dir, 'a.ts'), `import { b } from '${importOf(dir, 'b')}';\nexport const a = () => b();\n`);
      writeFileSync(join(dir, 'b.ts'), `import { a } from '${importOf(dir, 'a')}';\nexport const b = () => a();\n`);
      const [result] = await eslint.lintFiles([join(dir, 'a.ts')]);
      return result.messages.map((message) => message.ruleId);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('reports two modules importing each other', async () => {
    expect(await cycleRules('scripts', (_dir, name) => `./${name}`)).toEqual(['import-x/no-cycle']);
  });

  it('follows @areia/shared/<path> to its source file', async () => {
    const sharedImport = (dir, name) => `@areia/shared/${relative(join(root, 'shared/src'), dir)}/${name}`;
    // The fixture is web code (not in the core list), so only the cycle is reported.
    expect(await cycleRules('shared/src/web', sharedImport)).toEqual(['import-x/no-cycle']);
  });
});

describe('accessibility of JSX', () => {
  it('reports an image without a text alternative', async () => {
    expect(await reported('mfe-auth/src/fixture.tsx', 'export const logo = <img src="/logo.svg" />;\n')).toEqual([
      'jsx-a11y-x/alt-text',
    ]);
  });
});
