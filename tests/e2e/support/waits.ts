/**
 * How long end-to-end steps may take. CI's machine ran the suite about 1.3x slower than a quiet
 * 2-core one, and there a cold result page (a new context, nothing cached) once took over 7 s to
 * show: these are waits, not performance checks (those are `npm run bench` and the web budgets),
 * so CI gets longer ones. playwright.config.ts takes its defaults from here.
 */
const isCI = Boolean(process.env.CI);

/** The default wait of every expectation. */
export const EXPECT_TIMEOUT_MS = isCI ? 15_000 : 7_000;
/** The default time of a whole test. */
export const TEST_TIMEOUT_MS = isCI ? 60_000 : 30_000;
/** One step known to take several round trips (start-up, a retried check, a mailed link). */
export const SLOW_STEP_MS = isCI ? 30_000 : 15_000;
