// `npm run test:sqlmap`: sqlmap (Debian package) against the running server's main parameterised
// endpoints, on loopback only, in batch mode with a bounded level, risk and time. Fails when sqlmap
// reports an injectable parameter (or cannot run). See docs/security.md.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { startSecurityServer } from './security-server';

const LEVEL = '2';
const RISK = '1';
/** Per target: sqlmap stops and reports what it has after this long. */
const TARGET_SECONDS = 150;

type Target = {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  data?: string;
  /** Parameters to test; sqlmap marks a URL path position with `*`. */
  parameters?: string;
};

const sqlmapVersion = () => {
  try {
    return execFileSync('sqlmap', ['--version'], { encoding: 'utf8' }).split('\n')[0]?.trim();
  } catch {
    return null;
  }
};

const json = async (response: Response) => {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
};

const runSqlmap = (target: Target, cookie: string, outputDir: string) =>
  new Promise<{ injectable: boolean; output: string }>((resolve) => {
    const args = [
      '-u',
      target.url,
      '--batch',
      `--level=${LEVEL}`,
      `--risk=${RISK}`,
      '--threads=2',
      '--timeout=10',
      '--retries=0',
      '--flush-session',
      `--output-dir=${outputDir}`,
      '--disable-coloring',
      // The app is PostgreSQL (PGlite or a server): no other database's payloads.
      '--dbms=PostgreSQL',
      '--headers=Sec-Fetch-Site: same-origin',
      `--cookie=${cookie}`,
      // A random X-Forwarded-For on every request (the server trusts it only in this run, see
      // below), so the per-address limits do not turn the scan into a wall of 429s.
      '--tamper=xforwardedfor',
      // 401 is the login's answer to a wrong password; 429 the per-account brake.
      '--ignore-code=401,429',
      ...(target.method ? [`--method=${target.method}`] : []),
      ...(target.data ? [`--data=${target.data}`] : []),
      ...(target.parameters ? [`-p`, target.parameters] : []),
    ];
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGINT'), TARGET_SECONDS * 1000);
    child.on('close', () => {
      clearTimeout(timer);
      // sqlmap prints "Parameter: x (…)" followed by "Type:" blocks only for injectable ones,
      // and "is vulnerable" / "injectable" in its summary lines.
      const injectable =
        /sqlmap identified the following injection point/i.test(output) ||
        /parameter '[^']+' (?:is|seems to be) [^\n]*injectable/i.test(output);
      resolve({ injectable, output });
    });
  });

const main = async () => {
  const version = sqlmapVersion();
  if (!version) {
    console.error('sqlmap is not installed: apt-get install -y sqlmap (Debian 12: 1.7.2).');
    process.exit(2);
  }
  console.log(
    `sqlmap ${version}, level ${LEVEL}, risk ${RISK}, at most ${TARGET_SECONDS} s a target`,
  );
  const started = Date.now();
  // Loopback is the "proxy" here, so each of sqlmap's requests counts for its own address.
  const server = await startSecurityServer({ TRUST_PROXY: '127.0.0.1' });
  const outputDir = mkdtempSync(path.join(os.tmpdir(), 'foresight-sqlmap-'));
  let failures = 0;
  try {
    const base = server.baseUrl;
    const headers = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
    const register = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: 'sqlmap_owner', password: 'correct horse battery staple' }),
    });
    await json(register);
    const cookie =
      register.headers
        .getSetCookie()
        .map((line) => line.split(';')[0] ?? '')
        .find((pair) => pair.startsWith('session=')) ?? '';
    if (!cookie) throw new Error('The registration set no session cookie');
    const authed = { ...headers, cookie };
    const calculation = await json(
      await fetch(`${base}/api/calculations`, {
        method: 'POST',
        headers: authed,
        body: JSON.stringify({ input: EXAMPLE_CALCULATOR_INPUT, title: 'sqlmap' }),
      }),
    );
    const business = await json(
      await fetch(`${base}/api/businesses`, {
        method: 'POST',
        headers: authed,
        body: JSON.stringify({ name: 'sqlmap', inputs: EXAMPLE_CALCULATOR_INPUT }),
      }),
    );
    const targets: Target[] = [
      {
        name: 'login (JSON body)',
        url: `${base}/api/login`,
        data: JSON.stringify({ username: 'sqlmap_owner', password: 'guess' }),
      },
      {
        name: 'register (JSON body)',
        url: `${base}/api/register`,
        data: JSON.stringify({ username: 'sqlmap_new', password: 'correct horse battery staple' }),
      },
      { name: 'blog search (query string)', url: `${base}/api/blog/posts?lang=en&q=plan&page=1` },
      { name: 'saved list (query string)', url: `${base}/api/calculations?page=1&pageSize=10` },
      { name: 'calculation id (path)', url: `${base}/api/calculations/${String(calculation.id)}*` },
      {
        name: 'business rename (path and JSON body)',
        url: `${base}/api/businesses/${String(business.id)}*`,
        method: 'PATCH',
        data: JSON.stringify({ name: 'renamed' }),
      },
      {
        name: 'predict (JSON body)',
        url: `${base}/api/predict`,
        data: JSON.stringify(EXAMPLE_CALCULATOR_INPUT),
      },
    ];
    for (const target of targets) {
      const targetStarted = Date.now();
      const result = await runSqlmap(target, cookie, outputDir);
      const seconds = ((Date.now() - targetStarted) / 1000).toFixed(0);
      if (result.injectable) {
        failures += 1;
        console.log(`✗ ${target.name}: sqlmap reports an injectable parameter (${seconds} s)`);
        console.log(result.output.split('\n').slice(-40).join('\n'));
      } else if (
        !/all tested parameters do not appear to be injectable|do not appear to be injectable|not injectable/i.test(
          result.output,
        )
      ) {
        failures += 1;
        console.log(`✗ ${target.name}: sqlmap did not finish its tests (${seconds} s)`);
        console.log(result.output.split('\n').slice(-25).join('\n'));
      } else {
        console.log(`✓ ${target.name}: nothing injectable (${seconds} s)`);
      }
    }
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
    await server.stop();
  }
  const total = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `\nsqlmap: ${failures === 0 ? 'nothing injectable' : `${failures} target(s) failed`} in ${total} s`,
  );
  process.exit(failures === 0 ? 0 : 1);
};

await main();
