// `npm run dev`: the API with reload on change (tsx watch, port 3001) and Vite's dev server with
// hot module replacement (port 3000 by default, proxying /api to the API).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from '../lib/ensure-dependencies.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
await ensureDependencies(root);

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env, PORT: '3001', HOST: '127.0.0.1' },
  }),
  spawn(
    bin('vite'),
    ['--port', process.env.PORT ?? '3000', '--host', process.env.HOST ?? '127.0.0.1'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
