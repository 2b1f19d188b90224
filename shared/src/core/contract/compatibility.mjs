// @ts-check
// Whether a remote built against one version of the shell's contract (the @areia/shared modules the shell provides,
// shared/contract/) can run in a shell that provides another. Semantic versioning with caret ranges only: a remote
// records `^<the contract it was built against>`, so it accepts any later minor of that major and nothing else.
// Plain JavaScript with JSDoc types, like manifest.mjs: the builds and the release script load it on Node as it is.

/** @typedef {{ major: number, minor: number, patch: number }} Version */

const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** @param {unknown} text @returns {Version | undefined} */
export function parseVersion(text) {
  const match = typeof text === 'string' ? VERSION.exec(text.trim()) : null;
  if (!match) return undefined;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

/** @param {Version} a @param {Version} b */
export function compareVersions(a, b) {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

/** The range a remote built against `version` records. @param {string} version */
export function caretRange(version) {
  if (!parseVersion(version)) throw new Error(`versão de contrato inválida: ${version} (esperado x.y.z)`);
  return `^${version}`;
}

/**
 * `^1.2.3` → >=1.2.3 <2.0.0; under 1.0.0 the first non-zero part is the one that breaks (npm's caret).
 * @param {Version} version @param {Version} floor
 */
function satisfiesCaret(version, floor) {
  if (compareVersions(version, floor) < 0) return false;
  if (floor.major > 0) return version.major === floor.major;
  if (floor.minor > 0) return version.major === 0 && version.minor === floor.minor;
  return version.major === 0 && version.minor === 0 && version.patch === floor.patch;
}

/**
 * - `compatible`: mount it.
 * - `remote-newer`: the remote needs a contract this shell does not have yet; a reload brings the newer shell.
 * - `shell-newer`: the shell moved past what the remote was built for (or the remote states no contract); the remote
 *   must be rebuilt, and reloading cannot help.
 * @typedef {{ kind: 'compatible' } | { kind: 'remote-newer' | 'shell-newer', reason: string }} ContractVerdict
 */

/** @param {string} shellVersion @param {unknown} remoteRange @returns {ContractVerdict} */
export function contractVerdict(shellVersion, remoteRange) {
  const shell = parseVersion(shellVersion);
  if (!shell) throw new Error(`versão de contrato do shell inválida: ${shellVersion}`);
  const floor = typeof remoteRange === 'string' && remoteRange.startsWith('^') ? parseVersion(remoteRange.slice(1)) : undefined;
  if (!floor) {
    return {
      kind: 'shell-newer',
      reason: `o remote não declara o contrato de que precisa (${JSON.stringify(remoteRange ?? null)}); foi construído antes dos contratos ou por outro build`,
    };
  }
  if (satisfiesCaret(shell, floor)) return { kind: 'compatible' };
  const need = `precisa do contrato ${String(remoteRange)}, o shell oferece ${shellVersion}`;
  return compareVersions(shell, floor) < 0
    ? { kind: 'remote-newer', reason: `${need}: o remote é mais novo que o shell` }
    : { kind: 'shell-newer', reason: `${need}: o remote é mais antigo que o shell` };
}

/**
 * Whether `next` moved from `released` by at least `bump` (a larger bump always does): `major` for a removed or
 * changed export, `minor` for an added one, `none` when the exports are the same.
 * @param {string} released @param {string} next @param {'major' | 'minor' | 'none'} bump
 */
export function bumpedEnough(released, next, bump) {
  const from = parseVersion(released);
  const to = parseVersion(next);
  if (!from || !to || compareVersions(to, from) < 0) return false;
  if (bump === 'none') return true;
  // Under 1.0.0 the minor is the breaking part, as in satisfiesCaret.
  /** @param {Version} v */
  const breaking = (v) => (v.major > 0 || from.major > 0 ? v.major : v.minor);
  if (breaking(to) > breaking(from)) return true;
  if (bump === 'major') return false;
  return compareVersions({ ...to, patch: 0 }, { ...from, patch: 0 }) > 0;
}
