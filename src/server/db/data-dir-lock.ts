import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded database (PGlite) belongs to one process: a second server on the same DATA_DIR
 * would see only its own writes and lose them on restart. The lock is a file beside the folder
 * (initdb refuses a non-empty folder), created atomically; a lock left by a crashed process is
 * taken over.
 */
export type DataDirLock = { path: string; release: () => void };

type LockOwner = { pid: number; hostname: string; startedAt: string };

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export const lockPathOf = (dataDir: string): string => `${path.resolve(dataDir)}.lock`;

const readOwner = (file: string): LockOwner | null => {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { pid, hostname, startedAt } = parsed as Record<string, unknown>;
    return typeof pid === 'number' && typeof hostname === 'string' && typeof startedAt === 'string'
      ? { pid, hostname, startedAt }
      : null;
  } catch {
    return null;
  }
};

/** Alive and (where /proc tells) still a Node process: a recycled pid of another program is not an owner. */
const isRunningNode = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
};

/** A lock from another machine (a shared folder) cannot be checked, so it is never taken over. */
const isStale = (owner: LockOwner | null): boolean =>
  owner === null || (owner.hostname === os.hostname() && !isRunningNode(owner.pid));

const tryCreate = (file: string, owner: LockOwner): boolean => {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
};

/**
 * Moves a stale lock aside by an atomic rename, then checks that what moved is the stale lock it
 * judged (another starting process may have replaced it in between); if not, puts it back.
 */
const takeOverStale = (file: string, judged: LockOwner | null): void => {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (judged && moved && moved.pid !== judged.pid) {
    renameSync(aside, file);
    return;
  }
  rmSync(aside, { force: true });
};

const describeOwner = (dataDir: string, owner: LockOwner | null): string =>
  [
    `The embedded database in ${path.resolve(dataDir)} is already in use`,
    owner
      ? ` by process ${owner.pid} on ${owner.hostname} (started ${owner.startedAt}).`
      : ' (its lock file could not be read).',
    ' Stop that server first, give this one another DATA_DIR, or set DATABASE_URL to run several',
    ` servers on one PostgreSQL. Lock file: ${lockPathOf(dataDir)}`,
  ].join('');

export const acquireDataDirLock = (dataDir: string): DataDirLock => {
  const file = lockPathOf(dataDir);
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(file, me)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readOwner(file)?.pid === me.pid) rmSync(file, { force: true });
        process.off('exit', release);
      };
      // A normal exit (even process.exit) frees the folder; a kill -9 leaves a stale lock.
      process.on('exit', release);
      return { path: file, release };
    }
    const owner = readOwner(file);
    if (!isStale(owner)) throw new DataDirLockedError(describeOwner(dataDir, owner));
    takeOverStale(file, owner);
  }
  throw new DataDirLockedError(describeOwner(dataDir, readOwner(file)));
};
