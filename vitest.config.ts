import { defineConfig } from 'vitest/config';

// Node code (engine, shared, server, scripts) and the browser app run in separate projects.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/engine/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // One migrated PGlite, copied by every test file that needs a database.
          globalSetup: ['tests/setup/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/web-setup.ts'],
          // Above the 10 s findBy* wait (tests/setup/web-setup.ts), so a slow wait is not a timeout.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
