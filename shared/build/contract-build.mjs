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
 * `metaData.areia` of a remote's mf-manifest.json: the contract range it needs, its release and its commit.
 * @param {string} release
 * @returns {{ contract: string, release: string, commit: string }}
 */
export function remoteBuildFacts(release) {
  return { contract: caretRange(contractVersion()), release, commit: buildCommit() };
}
