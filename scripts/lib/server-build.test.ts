import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { freePort } from './free-port.mjs';
import { rawRequest } from './raw-request';
import { buildServer } from './server-build.mjs';

// Issue 33, item 2: `npm run build` compiles the server, and the built server runs as plain
// JavaScript. Here it runs in a project folder whose node_modules lacks every compiler (tsx,
// esbuild, typescript, vite): a thread or an import that still needed one would fail.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COMPILERS = new Set(['tsx', 'esbuild', 'typescript', 'vite', 'rolldown', '@esbuild']);
const project = mkdtempSync(path.join(tmpdir(), 'foresight-built-'));
const outDir = path.join(project, 'dist', 'server');
let server: ChildProcess | undefined;

beforeAll(async () => {
  await buildServer(ROOT, { outDir });
  writeFileSync(path.join(project, 'package.json'), '{ "type": "module", "private": true }\n');
  symlinkSync(path.join(ROOT, 'content'), path.join(project, 'content'));
  // Every installed package but the compilers, linked (the server resolves its imports from here).
  mkdirSync(path.join(project, 'node_modules'));
  for (const name of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (COMPILERS.has(name) || name.startsWith('.')) continue;
    symlinkSync(path.join(ROOT, 'node_modules', name), path.join(project, 'node_modules', name));
  }
}, 120_000);

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(project, { recursive: true, force: true });
});

describe('the built server (npm run build)', () => {
  it('is JavaScript files: the server, its worker threads, the operator tools, and the files they read', () => {
    for (const file of [
      'main.js',
      'simulation.worker.js',
      'password-hashing.worker.js',
      'db-migrate.js',
      'db-seed.js',
      'admin-create.js',
      'db-backup.js',
      'db-import.js',
      'db-move.js',
      'migrations/meta/_journal.json',
      'common-passwords.txt',
      'confusables.json',
    ])
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    expect(readdirSync(outDir).filter((file) => file.endsWith('.ts'))).toEqual([]);
  });

  it('starts without a compiler: migrates, seeds, hashes passwords and simulates on its threads', async () => {
    const port = await freePort();
    let output = '';
    server = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      cwd: project,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    let health = await rawRequest(origin, { method: 'GET', path: '/api/health' });
    while (health.status !== 200 && Date.now() < deadline && server.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      health = await rawRequest(origin, { method: 'GET', path: '/api/health' });
    }
    expect(health.status, output).toBe(200);
    // Migrated and seeded from the files beside the build and the project's content/.
    const posts = await rawRequest(origin, { method: 'GET', path: '/api/blog/posts' });
    expect(posts.status).toBe(200);
    expect((JSON.parse(posts.body) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    // argon2 on the password thread (dist/server/password-hashing.worker.js).
    const registered = await rawRequest(origin, {
      method: 'POST',
      path: '/api/register',
      body: { username: 'built_server', password: 'correct horse battery staple' },
    });
    expect(registered.status, registered.body).toBe(201);
    const saved = await rawRequest(origin, {
      method: 'POST',
      path: '/api/calculations',
      body: { input: EXAMPLE_CALCULATOR_INPUT },
      cookie: registered.cookie,
    });
    expect(saved.status, saved.body).toBe(201);
    // A simulation on its thread (dist/server/simulation.worker.js).
    const simulated = await rawRequest(origin, {
      method: 'POST',
      path: '/api/simulate',
      body: { input: SAMPLE_BUSINESS_INPUT, paths: 200, months: 12, presets: ['base'] },
    });
    expect(simulated.status, simulated.body).toBe(200);
    expect(output).not.toMatch(/Error|failed/i);
  }, 120_000);
});

/** The built server on a data folder of the project, once /api/ready answers. */
const startOnFolder = async (dataDir: string) => {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
    cwd: project,
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while ((await rawRequest(origin, { method: 'GET', path: '/api/ready' })).status !== 200) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
};

/** The balance and its ledger entries of GET /api/tokens (not the day-dependent free uses). */
const ledgerOf = (body: string) => {
  const { balance, entries } = JSON.parse(body) as { balance: number; entries: unknown[] };
  return { balance, entries };
};

/** A built operator tool (dist/server/<tool>.js), as `npm run db:…` runs it. */
const runTool = (tool: string, args: string[], dataDir: string) =>
  promisify(execFile)(process.execPath, [path.join(outDir, `${tool}.js`), ...args], {
    cwd: project,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  });

describe('the built data tools (issue 33, item 5)', () => {
  it('back up the embedded database while its server runs, and restore it with one command', async () => {
    const dataDir = path.join(project, 'site-data');
    const file = path.join(project, 'backups', 'site.jsonl.gz');
    const first = await startOnFolder(dataDir);
    let founder: { calculation: string; tokens: unknown };
    let calculationPath: string;
    try {
      const credentials = { username: 'backed_up', password: 'correct horse battery staple' };
      const registered = await rawRequest(first.origin, {
        method: 'POST',
        path: '/api/register',
        body: credentials,
      });
      expect(registered.status, registered.body).toBe(201);
      const saved = await rawRequest(first.origin, {
        method: 'POST',
        path: '/api/calculations',
        body: { input: EXAMPLE_CALCULATOR_INPUT, title: 'Backed-up bakery' },
        cookie: registered.cookie,
      });
      expect(saved.status, saved.body).toBe(201);
      calculationPath = `/api/calculations/${(JSON.parse(saved.body) as { id: string }).id}`;
      const read = (pathname: string) =>
        rawRequest(first.origin, { method: 'GET', path: pathname, cookie: registered.cookie });
      founder = {
        calculation: (await read(calculationPath)).body,
        tokens: ledgerOf((await read('/api/tokens')).body),
      };
      // The server holds the folder: the tool asks it through its socket.
      const backup = await runTool('db-backup', [file], dataDir);
      expect(backup.stdout).toContain('its server takes the backup');
      expect(existsSync(file)).toBe(true);
    } finally {
      await first.stop();
    }

    // The documented restore, with the server stopped.
    const restore = await runTool('db-import', ['--replace', file], dataDir);
    expect(restore.stdout).toMatch(/Imported \d+ rows of \d+ tables/);
    expect(readdirSync(project).some((name) => name.startsWith('site-data.before-import-'))).toBe(
      true,
    );

    const second = await startOnFolder(dataDir);
    try {
      const login = await rawRequest(second.origin, {
        method: 'POST',
        path: '/api/login',
        body: { username: 'backed_up', password: 'correct horse battery staple' },
      });
      expect(login.status, login.body).toBe(200);
      const read = (pathname: string) =>
        rawRequest(second.origin, { method: 'GET', path: pathname, cookie: login.cookie });
      expect((await read(calculationPath)).body).toBe(founder.calculation);
      expect(ledgerOf((await read('/api/tokens')).body)).toEqual(founder.tokens);
    } finally {
      await second.stop();
    }
  }, 300_000);
});

describe('the server build', () => {
  it('refuses a server that imports a package production installs lack', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'foresight-build-refused-'));
    try {
      // As if `pg` were a devDependency: `npm ci --omit=dev` would not install it.
      const { pg: _pg, ...dependencies } = (await import('../../package.json')).default
        .dependencies as Record<string, string>;
      await expect(
        buildServer(ROOT, { outDir: path.join(scratch, 'server'), dependencies }),
      ).rejects.toThrow(/not production dependencies: pg\b/);
      expect(existsSync(path.join(scratch, 'server'))).toBe(false);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
