// `npm run db:migrate`, `db:seed`, `admin:create`, …: runs the built tool dist/server/<tool>.js with
// the arguments after it. In a checkout with the sources (src/server) the server is rebuilt first
// when they changed, so a tool never runs older code than the sources; a production tree (built,
// then installed with `npm ci --omit=dev`, no sources) runs the build it has. A .env file fills
// variables the shell did not set, as for `npm start`. Only Node built-ins and the build helper.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, SERVER_OUT_DIR } from './lib/server-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [tool, ...args] = process.argv.slice(2);
if (!tool) {
  console.error('usage: node scripts/run-server-tool.mjs <tool> [arguments]');
  process.exit(2);
}
const built = path.join(root, SERVER_OUT_DIR, `${tool}.js`);
try {
  if (existsSync(path.join(root, 'src/server'))) await ensureServerBuild(root);
} catch (error) {
  console.error(`Could not build the server: ${error.message}`);
  process.exit(1);
}
if (!existsSync(built)) {
  console.error(`${path.relative(root, built)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const envFile = existsSync(path.join(root, '.env')) ? ['--env-file=.env'] : [];
const child = spawn(process.execPath, [...envFile, built, ...args], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
