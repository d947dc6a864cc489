// Rebuilds the web app only when its inputs changed since the last build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

const INPUTS = [
  'src/web',
  'src/shared',
  'src/engine',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
const STAMP = 'dist/web/.build-inputs.sha256';

const listFiles = (root, entry) => {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    listFiles(root, path.join(entry, child.name)),
  );
};

export const webInputsHash = (root) => {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((entry) => listFiles(root, entry)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
};

export const ensureWebBuild = async (root, { force = false } = {}) => {
  const wanted = webInputsHash(root);
  const stampPath = path.join(root, STAMP);
  if (!force && existsSync(stampPath) && readFileSync(stampPath, 'utf8').trim() === wanted)
    return false;
  console.log('• Building the web app…');
  await run(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
  });
  writeFileSync(stampPath, `${wanted}\n`);
  return true;
};
