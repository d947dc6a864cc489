import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockPathOf } from './data-dir-lock';
import { PROJECT_ROOT } from './open-from-env';

const folders: string[] = [];
const scratchDataDir = () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'foresight-lock-'));
  folders.push(parent);
  return path.join(parent, 'data');
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
const deadPid = () => {
  const child = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
  return child.pid;
};

describe('the DATA_DIR lock', () => {
  it('refuses a second holder, naming the folder and the process that holds it', () => {
    const dataDir = scratchDataDir();
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      new RegExp(`${dataDir}.*process ${process.pid}`),
    );
    lock.release();
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    acquireDataDirLock(dataDir).release();
  });

  it('takes over a lock left by a crashed process', () => {
    const dataDir = scratchDataDir();
    const pid = deadPid();
    writeFileSync(
      lockPathOf(dataDir),
      JSON.stringify({ pid, hostname: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' }),
    );
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    lock.release();
  });

  it('never takes over a lock held by another machine (a shared folder cannot be checked)', () => {
    const dataDir = scratchDataDir();
    writeFileSync(
      lockPathOf(dataDir),
      JSON.stringify({ pid: deadPid(), hostname: 'elsewhere', startedAt: 'x' }),
    );
    expect(() => acquireDataDirLock(dataDir)).toThrow(/elsewhere/);
  });

  it('keeps a lock whose owner is a live Node process', () => {
    const dataDir = scratchDataDir();
    writeFileSync(
      lockPathOf(dataDir),
      JSON.stringify({ pid: process.pid, hostname: os.hostname(), startedAt: 'x' }),
    );
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
  });
});

/** Starts the real server; resolves with its exit code and output, or 'listening'. */
const startServer = (dataDir: string, port: number) =>
  new Promise<{ outcome: 'listening' | number; output: string; stop: () => Promise<void> }>(
    (resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: PROJECT_ROOT,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
        },
      });
      let output = '';
      const exited = new Promise<void>((done) => child.on('exit', () => done()));
      const stop = async () => {
        child.kill('SIGTERM');
        await exited;
      };
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Foresight is running'))
          resolve({ outcome: 'listening', output, stop });
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', (code) => resolve({ outcome: code ?? 1, output, stop }));
    },
  );

describe('two servers on one embedded database', () => {
  it('the second refuses to start with a clear message; after the first stops, it starts', async () => {
    const dataDir = scratchDataDir();
    const first = await startServer(dataDir, 0);
    expect(first.outcome).toBe('listening');
    try {
      const second = await startServer(dataDir, 0);
      expect(second.outcome).toBe(1);
      expect(second.output).toContain(`${dataDir} is already in use by process`);
    } finally {
      await first.stop();
    }
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    const third = await startServer(dataDir, 0);
    expect(third.outcome).toBe('listening');
    await third.stop();
  }, 90_000);
});
