// Installs npm dependencies from the lockfile when node_modules is missing or older than the
// lockfile. Uses only Node built-ins, because it runs before anything is installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

const STAMP = path.join('node_modules', '.foresight-lockfile.sha256');

const lockfileHash = (root) =>
  createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');

export const ensureDependencies = async (root) => {
  const wanted = lockfileHash(root);
  const stampPath = path.join(root, STAMP);
  const installed = existsSync(stampPath) ? readFileSync(stampPath, 'utf8').trim() : null;
  if (installed === wanted && existsSync(path.join(root, 'node_modules'))) return false;
  console.log(
    installed
      ? '• Dependencies changed: reinstalling from the lockfile…'
      : '• Installing dependencies from the lockfile (first run)…',
  );
  await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root });
  writeFileSync(stampPath, `${wanted}\n`);
  return true;
};
