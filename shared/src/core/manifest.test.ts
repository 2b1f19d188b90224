import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPorts, exposesOf, localRuntimeConfig, pageFile, remotes, screens } from './manifest.mjs';
import { buildHref, paths } from './paths';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const duplicates = (values: readonly unknown[]) => values.filter((value, i) => values.indexOf(value) !== i);

describe('route manifest', () => {
  it('names every screen and every path once', () => {
    expect(duplicates(screens.map((s) => s.key))).toEqual([]);
    expect(duplicates(screens.map((s) => s.path))).toEqual([]);
    for (const screen of screens) {
      expect(screen.key, screen.path).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(screen.path, screen.key).toMatch(/^\/([a-z0-9-]+|:[A-Za-z]\w*)?(\/([a-z0-9-]+|:[A-Za-z]\w*))*$/);
    }
  });

  it('gives every screen a pt-BR title for its browser tab', () => {
    for (const screen of screens) expect(screen.title.trim(), screen.key).not.toBe('');
    const titles = screens.filter((s) => s.protected).map((s) => s.title);
    expect(duplicates(titles)).toEqual([]);
  });

  it('puts every screen on a remote of the list, and every remote on a package of the workspace', () => {
    const names = remotes.map((r) => r.name);
    expect(duplicates(names)).toEqual([]);
    expect(duplicates(remotes.map((r) => r.dir))).toEqual([]);
    for (const screen of screens) expect(names, screen.key).toContain(screen.remote);
    for (const remote of remotes) {
      expect(remote.name, remote.dir).toMatch(/^[A-Za-z_]\w*$/);
      const pkg = JSON.parse(readFileSync(path.join(root, remote.dir, 'package.json'), 'utf8')) as { name: string };
      expect(pkg.name, remote.dir).toBe(`@areia/${remote.dir}`);
      expect(screens.some((s) => s.remote === remote.name), `${remote.name} has no screen`).toBe(true);
    }
  });

  it('lists every remote package of the workspace (a new mfe-* folder without its entry fails here)', () => {
    const folders = readdirSync(root).filter((name) => name.startsWith('mfe-') && existsSync(path.join(root, name, 'package.json')));
    expect(remotes.map((r) => r.dir).sort()).toEqual(folders.sort());
  });

  it('gives each remote its own port above the shell, below the API', () => {
    const offsets = remotes.map((r) => r.portOffset);
    expect(duplicates(offsets)).toEqual([]);
    for (const offset of offsets) expect(Number.isInteger(offset) && offset > 0).toBe(true);
    expect(defaultPorts.shell + Math.max(...offsets)).toBeLessThan(defaultPorts.api);
  });

  it('finds the file of every exposed module, one file per module', () => {
    for (const screen of screens) {
      const dir = remotes.find((r) => r.name === screen.remote)!.dir;
      expect(existsSync(path.join(root, dir, pageFile(screen))), `${screen.key}: ${dir}/${pageFile(screen)}`).toBe(true);
      expect(screen.module, screen.key).toMatch(/^[A-Z][A-Za-z0-9]*Page$/);
      const sameModule = screens.filter((s) => s.remote === screen.remote && s.module === screen.module);
      expect(new Set(sameModule.map(pageFile)).size, `${screen.remote}/${screen.module}`).toBe(1);
    }
  });

  it('derives the page file by convention unless one is named', () => {
    expect(pageFile({ module: 'ArenasPage' })).toBe('./src/pages/arenas-page.tsx');
    expect(pageFile({ module: 'OrganizerChampionshipsPage' })).toBe('./src/pages/organizer-championships-page.tsx');
    expect(pageFile({ module: 'OrganizerGamePage', file: './src/pages/game-score-page.tsx' })).toBe('./src/pages/game-score-page.tsx');
    expect(exposesOf('mfe_organizer')).toEqual({
      './OrganizerChampionshipsPage': './src/pages/organizer-championships-page.tsx',
      './OrganizerChampionshipFormPage': './src/pages/championship-form-page.tsx',
      './OrganizerPixPage': './src/pages/organizer-pix-page.tsx',
      './OrganizerPaymentsPage': './src/pages/organizer-payments-page.tsx',
      './OrganizerDayPage': './src/pages/organizer-day-page.tsx',
      './OrganizerChampionshipPage': './src/pages/organizer-championship-page.tsx',
      './OrganizerGamePage': './src/pages/game-score-page.tsx',
    });
  });

  it('says where each remote is from a base port', () => {
    expect(localRuntimeConfig()).toEqual({
      apiUrl: 'http://localhost:4000',
      supabaseAnonKey: 'areia-local-anon-key',
      remotes: {
        mfe_auth: 'http://localhost:3001/mf-manifest.json',
        mfe_championships: 'http://localhost:3002/mf-manifest.json',
        mfe_players: 'http://localhost:3003/mf-manifest.json',
        mfe_arenas: 'http://localhost:3004/mf-manifest.json',
        mfe_profile: 'http://localhost:3005/mf-manifest.json',
        mfe_organizer: 'http://localhost:3006/mf-manifest.json',
      },
    });
    expect(localRuntimeConfig({ base: 3100, apiPort: 4100 }).remotes.mfe_organizer).toBe('http://localhost:3106/mf-manifest.json');
  });
});

describe('paths (derived from the manifest)', () => {
  it('has each screen path and builds its links, parameters encoded in order', () => {
    expect(paths.landing.href()).toBe('/');
    expect(paths.championship.path).toBe('/championship/:id');
    expect(paths.championshipDetails.href('a b')).toBe('/championship/a%20b/details');
    expect(paths.resetPassword.href('AbC_-1/x')).toBe('/reset-password/AbC_-1%2Fx');
    expect(paths.organizerGame.href('c1', 'g/2')).toBe('/organizer/championships/c1/games/g%2F2');
    expect(Object.keys(paths)).toEqual(screens.map((s) => s.key));
  });

  it('leaves a path without parameters as it is', () => {
    expect(buildHref('/organizer/championships/new', [])).toBe('/organizer/championships/new');
  });
});
