import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazy chunks that Vitest transforms on first import: on a busy 2-core machine that
// takes seconds, not the 1 s findBy* waits by default. A longer wait changes no verdict (a missing
// element still fails), it only stops slowness from passing for a defect (issue 17: no retries).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
