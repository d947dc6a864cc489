// Zod 4 compiles object parsers with `new Function` and first probes whether eval is allowed. Our
// CSP forbids eval (no 'unsafe-eval'), so the probe fired a CSP violation on every page; `jitless`
// skips it and the interpreted path gives the same results. Zod keeps its settings on
// `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and creates it only if absent, so setting
// it here, before any schema parses, avoids pulling Zod into the first-load bundle (importing
// `config` from zod/v4/core cost about 4 KB there). tests/e2e/csp-clean.spec.ts guards this.
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true };

export {};
