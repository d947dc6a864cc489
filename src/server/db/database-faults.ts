/*
 * Which errors mean "the database is away or full" rather than "this request broke something".
 * Those get 503 with a plain message and a wait (the fault tests, `npm run test:faults`, stop,
 * kill, disconnect and fill the database while writers run); everything else stays a 500.
 */

export type DatabaseFault = 'unreachable' | 'full';

export const DATABASE_UNREACHABLE_MESSAGE =
  'The database cannot be reached at the moment, so nothing was saved. Please try again in a few seconds.';
export const DATABASE_FULL_MESSAGE =
  'The server has run out of storage, so nothing was saved. Please try again later.';
/** Seconds a client is asked to wait: a restarted database is usually back within this. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of node-postgres when the server is down, restarting or gone. */
const UNREACHABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (administrator shutdown,
 * crash shutdown, cannot connect now: the server is starting, stopping or recovering).
 */
const isUnreachableState = (code: string) => code.startsWith('08') || /^57P0[123]$/.test(code);

/** 53100 disk_full; ENOSPC when the file system refuses the write itself. */
const isFullState = (code: string) => code === '53100' || code === 'ENOSPC';

// Messages of clients that fail without a code: pg's pool and connection, PGlite once closed.
const UNREACHABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|Connection ended unexpectedly|database closed|PGlite is closed|Cannot use a pool after calling end/i;
const FULL_TEXT = /No space left on device|could not extend file/i;

const causes = function* (error: unknown) {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    yield current as { code?: unknown; message?: unknown; cause?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
};

/** The fault behind `error` (Drizzle wraps the driver's error in `cause`), or null. */
export const databaseFaultOf = (error: unknown): DatabaseFault | null => {
  for (const link of causes(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    const message = typeof link.message === 'string' ? link.message : '';
    if (isFullState(code) || FULL_TEXT.test(message)) return 'full';
    if (UNREACHABLE_ERRNOS.has(code) || isUnreachableState(code) || UNREACHABLE_TEXT.test(message))
      return 'unreachable';
  }
  return null;
};
