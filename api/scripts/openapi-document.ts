// Prints the API's OpenAPI document as the running API serves it, without a database (no handler runs).
import { createApp } from '../src/app';
import { configFromEnv } from '../src/config';
import type { AppDeps } from '../src/deps';

const deps = { db: undefined, config: { ...configFromEnv(), publicUrl: 'https://api.areia.app' } } as unknown as AppDeps;
const response = await createApp(deps).request('/api/openapi.json');
process.stdout.write(await response.text());
