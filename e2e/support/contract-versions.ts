import { CONTRACT_VERSION } from '@areia/shared/contract/version';
import { parseVersion } from '@areia/shared/core/contract/compatibility';

const today = parseVersion(CONTRACT_VERSION);
if (!today) throw new Error(`CONTRACT_VERSION inválida: ${CONTRACT_VERSION}`);

/**
 * The contract versions the skew tests build today's code against (AREIA_CONTRACT_VERSION), around the one this
 * checkout states (shared/contract/version.mjs).
 */
export const contractVersions = {
  today: CONTRACT_VERSION,
  /** A build after exports were added: same major, next minor. */
  nextMinor: `${today.major}.${today.minor + 1}.0`,
  /** A build from before the last breaking change: the previous major. */
  previousMajor: `${Math.max(today.major - 1, 0)}.0.0`,
};
