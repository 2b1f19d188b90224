import { defineConfig } from 'vitest/config';

// Unit tests of rules and components across the front-end packages; the API has its own config (real database).
export default defineConfig({
  test: {
    include: ['scripts/**/*.test.mjs', 'shared/build/**/*.test.mjs', 'shared/contract/**/*.test.mjs', 'shared/src/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'mfe-*/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
