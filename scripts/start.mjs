// `npm start`: install what is missing, build the web app and the server when their sources
// changed, then run the built server (plain JavaScript: no TypeScript compiler at run time), which
// migrates, seeds and listens. Only Node built-ins until dependencies exist.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/ensure-dependencies.mjs';
import { ensureServerBuild, SERVER_OUT_DIR } from './lib/server-build.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const PARENT_CHECK_INTERVAL_MS = 500;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  await ensureDependencies(root);
  await ensureWebBuild(root);
  await ensureServerBuild(root);
} catch (error) {
  console.error(`npm start could not prepare the app: ${error.message}`);
  process.exit(typeof error.exitCode === 'number' ? error.exitCode : 1);
}

// A .env file, when present, fills variables the shell did not set.
const envFile = existsSync(path.join(root, '.env')) ? ['--env-file=.env'] : [];
const server = spawn(process.execPath, [...envFile, `${SERVER_OUT_DIR}/main.js`], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// The server drains requests and closes the database on SIGTERM/SIGINT; pass signals through.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
// npm exits on SIGTERM without passing it on; when our parent is gone, stop the server the same way.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) server.kill('SIGTERM');
}, PARENT_CHECK_INTERVAL_MS).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
