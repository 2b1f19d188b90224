// What a build states about the shell's contract (../contract/version.mjs) and about itself.
import { execFileSync } from 'node:child_process';
import { caretRange } from '../src/core/contract/compatibility.mjs';
import { CONTRACT_VERSION } from '../contract/version.mjs';

/**
 * The contract this build is made against: the shell provides it, a remote needs `^` it. AREIA_CONTRACT_VERSION
 * replaces it for one build, to make an older or newer build of today's code (the skew tests, a rehearsal of a
 * release); it never changes what the code exports.
 */
export function contractVersion() {
  const version = process.env.AREIA_CONTRACT_VERSION || CONTRACT_VERSION;
  caretRange(version);
  return version;
}

let commit;
/** AREIA_COMMIT when the pipeline gives it, else the checkout's HEAD; `unknown` outside a git checkout. */
function buildCommit() {
  commit ??= (() => {
    if (process.env.AREIA_COMMIT) return process.env.AREIA_COMMIT;
    try {
      return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: import.meta.dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return 'unknown';
    }
  })();
  return commit;
}

/**
 * `metaData.areia` of an app's mf-manifest.json, for the shell before it mounts a remote and for whoever deploys one:
 * the contract a remote needs (a range) or the one the shell provides (a version), the release and the commit.
 * @param {string} release
 * @param {boolean} isRemote
 * @returns {{ contract: string, release: string, commit: string } | { provides: string, release: string, commit: string }}
 */
export function buildFacts(release, isRemote) {
  const version = contractVersion();
  return isRemote
    ? { contract: caretRange(version), release, commit: buildCommit() }
    : { provides: version, release, commit: buildCommit() };
}
