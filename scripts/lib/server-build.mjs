// Compiles the server (src/server, with the shared code and the engine it imports) and its operator
// tools to plain JavaScript in dist/server: esbuild bundles our own TypeScript, every npm package
// stays an import resolved from node_modules at run time, and each must be a production dependency
// (so `npm ci --omit=dev` installs everything the built server loads). Nothing compiles TypeScript
// when it runs. Files the server reads beside its code (the migrations, the password and
// look-alike lists) are copied next to it.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const SERVER_OUT_DIR = 'dist/server';
const STAMP = `${SERVER_OUT_DIR}/.build-inputs.sha256`;

/** Output name (dist/server/<name>.js) → source. Workers keep their file's name (worker-thread.ts). */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  'simulation.worker': 'src/server/modules/simulation/simulation.worker.ts',
  'password-hashing.worker': 'src/server/modules/auth/password-hashing.worker.ts',
  // Operator tools, run with `npm run <script>` (scripts/run-server-tool.mjs).
  'db-migrate': 'scripts/db-migrate.ts',
  'db-seed': 'scripts/db-seed.ts',
  'admin-create': 'scripts/admin-create.ts',
  'db-backup': 'scripts/db-backup.ts',
  'db-import': 'scripts/db-import.ts',
  'db-move': 'scripts/db-move.ts',
};

/** Read at run time relative to the code that reads them: copied to dist/server/<name>. */
const ASSETS = {
  migrations: 'src/server/db/migrations',
  'common-passwords.txt': 'src/server/modules/auth/common-passwords.txt',
  'confusables.json': 'src/server/modules/auth/confusables.json',
};

const INPUTS = [
  'src/server',
  'src/shared',
  'src/engine',
  ...new Set(Object.values(SERVER_ENTRIES).filter((file) => file.startsWith('scripts/'))),
  // What the tools share (bundled into them).
  'scripts/lib/data-files.ts',
  'scripts/lib/server-build.mjs',
  'package.json',
  'package-lock.json',
];

const listFiles = (root, entry) => {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    listFiles(root, path.join(entry, child.name)),
  );
};

/** Tests do not ship: a change to one does not rebuild the server. */
const isShipped = (file) => !/\.test\.tsx?$/.test(file);

export const serverInputsHash = (root) => {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((entry) => listFiles(root, entry))
    .filter(isShipped)
    .sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
};

/** The package an import names (`@scope/name/sub` → `@scope/name`), or null for `node:` built-ins. */
const packageOf = (specifier) => {
  if (specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/**
 * Builds into a fresh folder and swaps it in, so a running server never sees a half-written build.
 * `outDir` (default dist/server) and `dependencies` (default package.json's) are for tests.
 */
export const buildServer = async (
  root,
  { outDir = path.join(root, SERVER_OUT_DIR), dependencies: declared } = {},
) => {
  const { build } = await import('esbuild');
  const staging = `${outDir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: staging,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    // Stack traces in logs keep the functions' names.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
  });
  const dependencies =
    declared ??
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies ??
    {};
  const imported = new Set(
    Object.values(result.metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external)
      .map((entry) => packageOf(entry.path))
      .filter((name) => name !== null),
  );
  const notProduction = [...imported].filter((name) => !(name in dependencies)).sort();
  if (notProduction.length > 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(
      `The server imports packages that are not production dependencies: ${notProduction.join(', ')}. ` +
        'Move them to "dependencies" in package.json, or the production install lacks them.',
    );
  }
  for (const [name, source] of Object.entries(ASSETS))
    cpSync(path.join(root, source), path.join(staging, name), { recursive: true });
  mkdirSync(path.dirname(outDir), { recursive: true });
  const old = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) renameSync(outDir, old);
  renameSync(staging, outDir);
  rmSync(old, { recursive: true, force: true });
  return { packages: [...imported].sort() };
};

/** Rebuilds the server when its inputs changed since the last build (or it was never built). */
export const ensureServerBuild = async (root, { force = false } = {}) => {
  const wanted = serverInputsHash(root);
  const stampPath = path.join(root, STAMP);
  if (!force && existsSync(stampPath) && readFileSync(stampPath, 'utf8').trim() === wanted)
    return false;
  console.log('• Building the server…');
  await buildServer(root);
  writeFileSync(stampPath, `${wanted}\n`);
  return true;
};
