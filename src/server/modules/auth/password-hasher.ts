import Piscina from 'piscina';
import { typeScriptWorker } from '#server/threads/worker-thread';
import { passwordGate } from './password-gate';
import type { PasswordTask } from './password-hashing.worker';

/**
 * argon2 (about 20 ms of CPU per hash) runs on worker threads at a lower priority than the event
 * loop. On libuv's pool, at normal priority, a login flood from many networks took a core's worth
 * of CPU that the event loop then had to share, and predict's and health's p99 rose to two to
 * three times their solo values on two cores (scripts/quality/load-test.ts). A thread for each of the
 * password gate's slots: the gate already bounds how many hashes run at once and how many wait.
 */
const IDLE_THREAD_MS = 60_000;

let pool: Piscina | undefined;

const run = (task: PasswordTask) => {
  pool ??= new Piscina({
    ...typeScriptWorker(new URL('./password-hashing.worker.ts', import.meta.url)),
    minThreads: 0,
    maxThreads: passwordGate.slots,
    idleTimeout: IDLE_THREAD_MS,
  });
  return pool.run(task) as Promise<unknown>;
};

/** An argon2id hash (the library's defaults: m=19 MiB, t=2, p=1) of a normalised password. */
export const hashOnThread = async (password: string) =>
  (await run({ kind: 'hash', password })) as string;

/** Whether a normalised password matches an argon2 hash. */
export const verifyOnThread = async (hash: string, password: string) =>
  (await run({ kind: 'verify', hash, password })) as boolean;
