import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './processes';

/** The workspace packages a checkout may hold, by their package name. */
const WORKSPACE = new Map([['@areia/shared', 'shared']]);

/**
 * Links `from/node_modules` into the copy: every installed package as the same files (so nothing is installed), except
 * the workspace's own packages, which point at the copy's edited sources.
 */
function linkNodeModules(from: string, to: string, root: string) {
  const source = path.join(from, 'node_modules');
  if (!existsSync(source)) return;
  const target = path.join(to, 'node_modules');
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@') ? readdirSync(path.join(source, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of names) {
      const dest = path.join(target, name);
      mkdirSync(path.dirname(dest), { recursive: true });
      const workspaceDir = WORKSPACE.get(name);
      symlinkSync(workspaceDir ? path.join(root, workspaceDir) : realpathSync(path.join(source, name)), dest);
    }
  }
}

/**
 * A copy of the repository's `shared` package and of some apps with a few files edited, as another commit of the
 * monorepo would have them: what a team builds when it changes @areia/shared and redeploys only its remote. Its
 * node_modules are links to this checkout's installed packages.
 * @param apps app folders to copy (`mfe-arenas`)
 * @param edits repository-relative file → its new text from the current one
 */
export function patchedCheckout(apps: string[], edits: Record<string, (text: string) => string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'areia-checkout-'));
  for (const file of ['package.json', 'tsconfig.base.json']) cpSync(path.join(repoRoot, file), path.join(root, file));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  for (const dir of ['shared', 'scripts', ...apps]) {
    cpSync(path.join(repoRoot, dir), path.join(root, dir), {
      recursive: true,
      filter: (src) => !/[\\/](node_modules|dist|dist-single|test-results)$/.test(src),
    });
    linkNodeModules(path.join(repoRoot, dir), path.join(root, dir), root);
  }
  for (const [file, edit] of Object.entries(edits)) {
    const at = path.join(root, file);
    const before = readFileSync(at, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`${file}: a edição não mudou nada`);
    writeFileSync(at, after);
  }
  return root;
}

/** A production build of one remote of a patched checkout into `outDir` (rspack itself, as the app's build script runs it). */
export function buildRemoteInCheckout(root: string, app: string, outDir: string, release: string): { status: number | null; stderr: string } {
  const cli = path.join(realpathSync(path.join(repoRoot, app, 'node_modules', '@rspack', 'cli')), 'bin', 'rspack.js');
  const build = spawnSync(process.execPath, [cli, 'build'], {
    cwd: path.join(root, app),
    env: { ...process.env, AREIA_RELEASE: release, AREIA_OUT_DIR: outDir, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  return { status: build.status, stderr: build.stderr };
}
