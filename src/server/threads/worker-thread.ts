import os from 'node:os';

/**
 * What the server's worker threads (simulations, password hashing) share: how a thread file
 * written in TypeScript is started, and how a thread doing batch work steps back for the event
 * loop.
 */

/** Piscina options for a TypeScript worker file: threads load it through tsx, as `npm start` does. */
export const typeScriptWorker = (fileUrl: URL) => ({
  filename: fileUrl.href,
  execArgv: process.execArgv.some((argument) => argument.includes('tsx'))
    ? process.execArgv
    : [...process.execArgv, '--import', 'tsx'],
});

/** The niceness of the threads doing batch work: simulations and password hashing. */
export const BATCH_NICENESS = 10;

/**
 * Lowers the priority of the calling thread only (on Linux, setPriority(0, …) renices the calling
 * thread, not the process), so its CPU-heavy work yields to the event loop (health, predict, every
 * request's own work) whenever both want a core. Where renicing is not allowed (some containers),
 * the thread runs at normal priority: correctness does not depend on it.
 */
export const lowerThisThreadPriority = (niceness: number) => {
  try {
    os.setPriority(0, niceness);
  } catch {
    // Not permitted here.
  }
};
