import path from 'node:path';
import { configFromEnv, type Config } from '../config';

/** Config for tests: cheap argon2, no per-IP limit, quiet logs, a private data folder. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    ...configFromEnv({}),
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: undefined,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    authIpLimit: 0,
    signupIpLimit: 0,
    logSilent: true,
    argon2: { memoryCost: 1024, timeCost: 1 },
    ...overrides,
  };
}
