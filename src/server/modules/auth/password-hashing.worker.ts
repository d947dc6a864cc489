import { hashSync, verifySync } from '@node-rs/argon2';
import { BATCH_NICENESS, lowerThisThreadPriority } from '#server/threads/worker-thread';

/**
 * argon2 runs here, synchronously, on a thread of its own at a lower priority (password-hasher.ts
 * says why); the library's asynchronous calls would run it on libuv's shared pool instead, at the
 * event loop's priority.
 */
lowerThisThreadPriority(BATCH_NICENESS);

/** One request for a password-hashing thread; the password is already normalised. */
export type PasswordTask =
  { kind: 'hash'; password: string } | { kind: 'verify'; hash: string; password: string };

export default function runPasswordTask(task: PasswordTask): string | boolean {
  return task.kind === 'hash' ? hashSync(task.password) : verifySync(task.hash, task.password);
}
