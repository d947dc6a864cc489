import { describe, expect, it, vi } from 'vitest';

/** The route modules evaluated so far: a mocked module records its name, then is the real one. */
const evaluated: string[] = [];
vi.mock('./guards/require-auth', async (importOriginal) => {
  evaluated.push('require-auth');
  return importOriginal();
});
vi.mock('./guards/require-business', async (importOriginal) => {
  evaluated.push('require-business');
  return importOriginal();
});
vi.mock('./routes/dashboard-page', async (importOriginal) => {
  evaluated.push('dashboard-page');
  return importOriginal();
});

/**
 * Preloads for `pathname` and waits for `expected` to have been evaluated, then a moment more: a
 * page preloaded by mistake starts with its guards and would be evaluated by then. On a slow
 * machine that moment can only let a mistake pass, never fail a right answer.
 */
const preloadAt = async (pathname: string, expected: string[]) => {
  const { preloadGuardsOf } = await import('./app-routes');
  preloadGuardsOf(pathname);
  await vi.waitFor(() => expect(evaluated).toEqual(expect.arrayContaining(expected)), {
    timeout: 10_000,
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect([...evaluated].sort()).toEqual(expected);
};

describe('preloadGuardsOf', () => {
  // One sequence: a module is evaluated once per test file, whatever resetModules says.
  it('loads the guards above the first page, never the page', async () => {
    await preloadAt('/pricing', []);
    await preloadAt('/account', ['require-auth']);
    await preloadAt('/dashboard', ['require-auth', 'require-business']);
  });
});
