import path from 'node:path';
import { repoRoot } from './processes';

/**
 * Where specs save the screenshots people look at (390×844): AREIA_SHOTS_DIR when set, else e2e/test-results/shots
 * (ignored by git, kept by CI with the report).
 */
export const SHOTS = process.env.AREIA_SHOTS_DIR ?? path.join(repoRoot, 'e2e', 'test-results', 'shots');

export const shotPath = (name: string) => path.join(SHOTS, name);
