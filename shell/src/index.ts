import { startConfigFetch } from './early-config';
import { publishFederationRuntime } from './remotes/publish-federation-runtime';

// Production remotes use this runtime instead of their own copy (shared/build/host-federation-runtime.mjs); it must
// be published before any remoteEntry.js can run.
publishFederationRuntime();
// In parallel with the bootstrap chunks: the config says where the remotes and the API are.
void startConfigFetch();

// Async boundary: shared singletons are negotiated before any React code runs — in the next task, so that on a slow
// phone the runtime's evaluation and the share scope's setup are two shorter tasks instead of one long one.
setTimeout(() => void import('./bootstrap'), 0);
