import path from 'node:path';
import { createSingleBundleConfig } from '@areia/shared/build/create-app-config';

const dir = import.meta.dirname;
const remotes = ['mfe-auth', 'mfe-profile', 'mfe-championships', 'mfe-players', 'mfe-arenas', 'mfe-organizer'];

export default createSingleBundleConfig({ dir, remoteDirs: remotes.map((name) => path.join(dir, '..', name)) });
