import { defineConfig } from 'vitest/config';

// The security suite (`npm run test:security`): attack cases against the real server over HTTP.
// Its own config, so `vitest run` (the unit projects) never picks these files up a second time.
export default defineConfig({
  test: {
    name: 'security',
    environment: 'node',
    include: ['tests/security/**/*.test.ts'],
    globalSetup: ['scripts/quality/security-server.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
