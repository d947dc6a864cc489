import { config } from 'zod/v4/core';

// Zod 4 compiles object parsers with `new Function` and first probes whether eval is allowed. Our
// CSP forbids eval (no 'unsafe-eval'), so the probe only fired a CSP violation on every page.
// Imported first by main.tsx, before any schema parses; the interpreted path gives the same results.
config({ jitless: true });
