import { type ChildProcess, spawn } from 'node:child_process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the real server (as the e2e config does) on an in-memory database and resolves once
 * /api/health answers; `env` overrides its settings (e.g. SEED_DEMO for the seeded blog).
 */
export const startAppServer = async (
  webRoot: string,
  port: number,
  env: Record<string, string> = {},
) => {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`The server exited early (code ${code})`))),
  );
  const ready = (async () => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    throw new Error('The server did not answer /api/health within 120 s');
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
