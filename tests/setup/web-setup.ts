import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { WAIT } from '#tests/fixtures/waits';

// Pages are lazy chunks that Vitest transforms on first import: on a busy 2-core machine that
// takes seconds, not the 1 s findBy* waits by default (tests/fixtures/waits.ts).
configure({ asyncUtilTimeout: WAIT.timeout });

afterEach(() => {
  cleanup();
});
