// A production install of the app in a folder of its own, as a deployment has it: package.json,
// the builds (dist/web, dist/server), the blog content, and node_modules holding only what
// `npm ci --omit=dev` installs. The packages come from this checkout's node_modules as hard links
// (no download; copies when the folder is on another file system): every package the lockfile marks neither dev nor devOptional, the latter
// being type packages and typescript, optional peers that a production install may skip. The
// built server must run from it: nothing it loads may be a development package.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

/** Top-level packages (`node_modules/<name>` or `node_modules/@scope/<name>`) a production install has. */
export const productionPackages = (root) => {
  const { packages } = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return Object.entries(packages)
    .filter(([key, entry]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(key) && !entry.dev)
    .filter(([, entry]) => !entry.devOptional)
    .map(([key]) => key.slice('node_modules/'.length))
    .sort();
};

export const assembleProductionTree = async (root, dir) => {
  await ensureWebBuild(root);
  await ensureServerBuild(root);
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  for (const file of ['package.json', 'package-lock.json'])
    cpSync(path.join(root, file), path.join(dir, file));
  for (const folder of ['dist/server', 'dist/web', 'content'])
    cpSync(path.join(root, folder), path.join(dir, folder), { recursive: true });
  const names = productionPackages(root);
  // Hard links where the folder is on the checkout's file system, else copies.
  let link = true;
  for (const name of names) {
    const source = path.join(root, 'node_modules', name);
    if (!existsSync(source)) continue; // An optional package for another platform.
    const target = path.join(dir, 'node_modules', name);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      execFileSync('cp', [link ? '-al' : '-a', source, target], { stdio: 'pipe' });
    } catch (error) {
      if (!link) throw error;
      link = false;
      rmSync(target, { recursive: true, force: true });
      execFileSync('cp', ['-a', source, target], { stdio: 'pipe' });
    }
  }
  return { packages: names.length };
};
