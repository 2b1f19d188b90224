// The shell's contract as data: every export of every module the shell provides to remotes, with its kind and its type
// as TypeScript prints it. Two snapshots are compared name by name (contract.test.mjs, release.mjs).
import path from 'node:path';
import ts from 'typescript';
import { SHELL_SHARED } from '../build/create-app-config.mjs';

const sharedDir = path.join(import.meta.dirname, '..');
const PRINT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias;

/** Types printed as `import("/abs/path")` name their package instead, so a snapshot does not depend on the machine. */
function portable(text) {
  return text
    .replace(/import\("[^"]*\/node_modules\/(?:\.pnpm\/[^/"]+\/node_modules\/)?((?:@[^/"]+\/)?[^/"]+)[^"]*"\)/g, 'import("$1")')
    .replace(/import\("[^"]*\/shared\/src\/([^"]+)"\)/g, 'import("@areia/shared/$1")');
}

/** The source file of `@areia/shared/<spec>`, as the package's exports map it. */
function sourceOf(spec) {
  const base = path.join(sharedDir, 'src', spec);
  return ts.sys.fileExists(`${base}.ts`) ? `${base}.ts` : `${base}.tsx`;
}

/** An interface or object type as its members (its name alone would hide a change inside it). */
function describeType(checker, type) {
  const members = checker.getPropertiesOfType(type);
  if (!(type.flags & ts.TypeFlags.Object) || members.length === 0) return checker.typeToString(type, undefined, PRINT);
  const calls = type.getCallSignatures().map((signature) => checker.signatureToString(signature, undefined, PRINT));
  const props = members.map((member) => {
    const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${member.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbol(member), undefined, PRINT)}`;
  });
  return `{ ${[...calls, ...props].join('; ')} }`;
}

function describeExport(checker, exported) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
    const kind = symbol.flags & ts.SymbolFlags.Interface ? 'interface' : 'type';
    return `${kind} ${describeType(checker, checker.getDeclaredTypeOfSymbol(symbol))}`;
  }
  const kind = symbol.flags & ts.SymbolFlags.Function ? 'function' : symbol.flags & ts.SymbolFlags.Class ? 'class' : 'const';
  return `${kind} ${checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, PRINT)}`;
}

/**
 * @param {readonly string[]} [modules] `@areia/shared/<spec>` specs; default SHELL_SHARED without its stylesheets
 * @returns {Record<string, Record<string, string>>} spec → export name → "kind type"
 */
export function contractExports(modules = SHELL_SHARED) {
  const specs = modules.filter((spec) => !spec.endsWith('.css'));
  const config = ts.getParsedCommandLineOfConfigFile(path.join(sharedDir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('shared/tsconfig.json ilegível');
  const program = ts.createProgram(specs.map(sourceOf), config.options);
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    specs.map((spec) => {
      const file = program.getSourceFile(sourceOf(spec));
      const moduleSymbol = file && checker.getSymbolAtLocation(file);
      if (!moduleSymbol) throw new Error(`@areia/shared/${spec}: módulo sem exports`);
      const exports = checker
        .getExportsOfModule(moduleSymbol)
        .map((exported) => [exported.name, portable(describeExport(checker, exported))])
        .sort(([a], [b]) => a.localeCompare(b));
      return [spec, Object.fromEntries(exports)];
    }),
  );
}

/**
 * What changed from `released` to `current`: `module#name` lists.
 * @param {Record<string, Record<string, string>>} released
 * @param {Record<string, Record<string, string>>} current
 */
export function contractChanges(released, current) {
  const flat = (snapshot) =>
    new Map(Object.entries(snapshot).flatMap(([spec, names]) => Object.entries(names).map(([name, type]) => [`${spec}#${name}`, type])));
  const before = flat(released);
  const after = flat(current);
  return {
    removed: [...before.keys()].filter((key) => !after.has(key)),
    changed: [...before.keys()].filter((key) => after.has(key) && after.get(key) !== before.get(key)),
    added: [...after.keys()].filter((key) => !before.has(key)),
  };
}

/** @param {{ removed: string[], changed: string[], added: string[] }} changes @returns {'major' | 'minor' | 'none'} */
export function requiredBump(changes) {
  if (changes.removed.length || changes.changed.length) return 'major';
  return changes.added.length ? 'minor' : 'none';
}
