import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files that replace a module (vi.mock): a replacement takes effect only where the module is
 * imported anew, so these run isolated, each importing its own copy (project node-mocking). A new
 * vi.mock in a file of the shared project fails there as if it were not mocked: list it here.
 */
const MOCKING_TESTS = [
  'src/server/modules/reports/analysis-report-costs.routes.test.ts',
  'src/server/modules/auth/auth.service.test.ts',
  'src/server/modules/auth/password-gate.routes.test.ts',
  'src/server/modules/email-auth/email-auth.service.test.ts',
  'src/server/modules/insights/insights-costs.routes.test.ts',
];

/** Node code (engine, shared, server, scripts); the browser app is project web. */
const nodeProject = (test: {
  name: string;
  include?: string[];
  exclude?: string[];
  isolate?: boolean;
}) => ({
  extends: true as const,
  test: {
    environment: 'node' as const,
    include: [
      'src/engine/**/*.test.ts',
      'src/shared/**/*.test.ts',
      'src/server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // One migrated database (PGlite or PostgreSQL), copied by every test file that needs one.
    globalSetup: ['tests/setup/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...test,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on CI's two cores, which
    // left one core idle through the longest part of `npm test`. Files are isolated (each its own
    // database copy), so two share the machine safely.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      nodeProject({
        name: 'node',
        exclude: MOCKING_TESTS,
        // The files of a worker share their imported modules instead of importing the server anew
        // for each file (two thirds of this project's time went to imports). Each file still
        // builds its own app on its own database copy, so no rows or routes are shared.
        isolate: false,
      }),
      nodeProject({ name: 'node-mocking', include: MOCKING_TESTS }),
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
