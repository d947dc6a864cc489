// Starts a throwaway PostgreSQL server (initdb + pg_ctl) on a free loopback port in a temp folder,
// for the integration tests; stop() removes every trace. As root it runs as the postgres user,
// because the server refuses to run as root.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

export const findPostgresBin = () => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  // Prefer 15, the version CI's server runs; else the oldest available.
  const chosen = versions.includes('15') ? '15' : versions[0];
  return chosen ? path.join(base, chosen, 'bin') : null;
};

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export const startPostgres = async () => {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'foresight-pg-'));
  const asServerUser = (command, args) =>
    isRoot()
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
  if (isRoot())
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), -1);
  const port = await freePort();
  const dataDir = path.join(dir, 'data');
  asServerUser('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  const start = () =>
    asServerUser('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`,
    ]);
  start();
  const version = execFileSync(path.join(bin, 'postgres'), ['--version']).toString().trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    /** Stops the server as a crash would (immediate mode: no checkpoint, recovery on start). */
    crash: () => asServerUser('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    /** Starts it again on the same port and data, after crash(). */
    start,
    stop: () => {
      try {
        asServerUser('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};
