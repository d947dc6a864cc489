import { type ChildProcess, spawn } from 'node:child_process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a server may take to answer /api/health (tsx compiles it on a busy machine). */
export const APP_SERVER_START_MS = 120_000;

/**
 * Starts the real server (as the e2e config does) on an in-memory database and resolves once
 * /api/health answers; `env` overrides its settings (e.g. SEED_DEMO for the seeded blog), `entry`
 * runs another TypeScript entry instead (an e2e spec's server with a test-only route), `nodeArgs`
 * go to Node before the entry (the load test's `--cpu-prof`). Its stderr is passed through, and
 * the end of it goes into the error when it exits before answering.
 */
export const startAppServer = async (
  webRoot: string,
  port: number,
  env: Record<string, string> = {},
  {
    entry = 'src/server/main.ts',
    nodeArgs = [],
  }: { entry?: string; nodeArgs?: readonly string[] } = {},
) => {
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      WEB_ROOT: webRoot,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderrTail = '';
  server.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    process.stderr.write(chunk);
    stderrTail = (stderrTail + chunk).slice(-2_000);
  });
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) =>
      reject(
        new Error(
          `${entry} exited early (code ${code}): ${stderrTail.trim() || '(nothing on stderr)'}`,
        ),
      ),
    ),
  );
  const ready = (async () => {
    const deadline = Date.now() + APP_SERVER_START_MS;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
          // Something else on the port may accept and never answer.
          signal: AbortSignal.timeout(2_000),
        });
        if (response.ok) return;
      } catch {
        // Not listening yet, or not answering.
      }
      await sleep(200);
    }
    throw new Error(`${entry} did not answer /api/health within ${APP_SERVER_START_MS / 1000} s`);
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    stopAppServer(server);
    throw error;
  }
  return server;
};

export const stopAppServer = (server: ChildProcess) => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
};
