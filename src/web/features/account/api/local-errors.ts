import type { ErrorMeta } from '#web/lib/query-client';

/**
 * The account page shows its own failures (next to the field, or one toast): a wrong current
 * password is a 401 that must not look like an ended session to the central handler.
 */
export const LOCAL_ERRORS = { errorHandling: 'local' } as const satisfies ErrorMeta;
