import { createRemoteConfig } from '@areia/shared/build/create-app-config';

// Name, exposed pages and port: this folder's entries in the route manifest (shared/src/core/manifest.mjs).
export default createRemoteConfig({ dir: import.meta.dirname });
