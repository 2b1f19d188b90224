import { contractVerdict, type ContractVerdict } from '@areia/shared/core/contract/compatibility';

/** The contract this shell provides to its remotes (shared/contract/version.mjs, set by the build). */
export const SHELL_CONTRACT_VERSION = __AREIA_CONTRACT_VERSION__;

type Refused = Exclude<ContractVerdict, { kind: 'compatible' }>;

/** A remote this shell will not mount: it was built against a contract the shell does not provide. */
export class RemoteContractError extends Error {
  override name = 'RemoteContractError';
  readonly manifestUrl: string;
  readonly verdict: Refused['kind'];

  constructor(manifestUrl: string, verdict: Refused) {
    super(`${manifestUrl}: ${verdict.reason}`);
    this.manifestUrl = manifestUrl;
    this.verdict = verdict.kind;
  }
}

// The federation runtime reports a failed manifest fetch with an error of its own; the refusal is kept here, by
// manifest URL, for the loader to report instead.
const refusals = new Map<string, RemoteContractError>();

/**
 * Reads the contract range a remote's mf-manifest.json records (`metaData.areia.contract`, written by its build)
 * before the runtime loads anything of it, and throws a RemoteContractError when this shell cannot provide it. A
 * remote that is not mounted cannot fail later inside a page on a missing export.
 */
export async function checkManifestContract(url: string, response: Response): Promise<Response> {
  if (!response.ok) return response;
  let manifest: unknown;
  try {
    manifest = await response.clone().json();
  } catch {
    // Not JSON: the runtime's own parse reports it as a failed load.
    return response;
  }
  const range = (manifest as { metaData?: { areia?: { contract?: unknown } } } | null)?.metaData?.areia?.contract;
  const verdict = contractVerdict(SHELL_CONTRACT_VERSION, range);
  if (verdict.kind === 'compatible') {
    refusals.delete(url);
    return response;
  }
  const refusal = new RemoteContractError(url, verdict);
  refusals.set(url, refusal);
  throw refusal;
}

/** The refusal behind a failed load of this manifest, if the contract was the reason. */
export function contractRefusal(manifestUrl: string | undefined): RemoteContractError | undefined {
  return manifestUrl === undefined ? undefined : refusals.get(manifestUrl);
}
