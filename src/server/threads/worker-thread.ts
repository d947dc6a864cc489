import os from 'node:os';
import path from 'node:path';

/**
 * What the server's worker threads (simulations, password hashing) share: how a thread file
 * written in TypeScript is started, and how a thread doing batch work steps back for the event
 * loop.
 */

/**
 * Whether this code runs from the build (dist/server/*.js, `npm start`, `npm run build`) rather
 * than from its TypeScript source (tsx: `npm run dev`, the tests).
 */
const isBuilt = import.meta.url.endsWith('.js');

/**
 * Piscina options for a worker written in TypeScript (`new URL('./x.worker.ts', import.meta.url)`).
 * From source, the thread loads it through tsx; built, the file is dist/server/x.worker.js (the
 * build names each worker after its file), plain JavaScript.
 */
export const typeScriptWorker = (fileUrl: URL) => {
  if (isBuilt) {
    const name = path.basename(fileUrl.pathname).replace(/\.ts$/, '.js');
    return { filename: new URL(`./${name}`, import.meta.url).href, execArgv: process.execArgv };
  }
  return {
    filename: fileUrl.href,
    execArgv: process.execArgv.some((argument) => argument.includes('tsx'))
      ? process.execArgv
      : [...process.execArgv, '--import', 'tsx'],
  };
};

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
