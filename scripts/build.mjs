// `npm run build`: the web app (Vite, dist/web) and the server (esbuild, dist/server), both from
// scratch. The built server runs with production dependencies only: `node dist/server/main.js`
// (deploy/README.md); `npm start` builds whichever of the two is out of date, then runs it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from './lib/server-build.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  await ensureWebBuild(root, { force: true });
  await ensureServerBuild(root, { force: true });
  console.log('Built dist/web and dist/server.');
} catch (error) {
  console.error(`npm run build failed: ${error.message}`);
  process.exit(typeof error.exitCode === 'number' ? error.exitCode : 1);
}
