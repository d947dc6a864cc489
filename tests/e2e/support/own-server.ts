import { spawn, type ChildProcess } from 'node:child_process';
// scripts/ has no import alias; the test runner's own helper picks the port.
// eslint-disable-next-line no-restricted-imports
import { freePort } from '../../../scripts/lib/free-port.mjs';

/**
 * A server of a spec's own (a folder database, a test-only route), beside the one Playwright
 * starts. Its port is free when the spec loads, and each retry loads the spec anew: a fixed offset
 * from E2E_PORT could be taken (by a client connection's own port, among others), and a fresh
 * run's server then exited at start with nothing to say why.
 */
export const OWN_SERVER_START_MS = 120_000;

export const ownServerPort = (): Promise<number> => freePort();

/** Starts `entry` (TypeScript, through tsx) on `port` and waits until /api/health answers. */
export const startOwnServer = async (
  entry: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The end of what it wrote to stderr, for the error when it stops before answering.
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2_000);
  });
  const deadline = Date.now() + OWN_SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `${entry} exited with ${String(child.exitCode)}: ${stderr.trim() || '(nothing on stderr)'}`,
      );
    }
    try {
      const health = await fetch(`http://127.0.0.1:${String(port)}/api/health`, {
        // Something else on the port may accept and never answer.
        signal: AbortSignal.timeout(2_000),
      });
      if (health.ok) return child;
    } catch {
      // Not listening yet, or not answering.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`${entry} did not answer /api/health within ${OWN_SERVER_START_MS / 1000} s`);
};

/** Stops it with SIGTERM (a clean shutdown releases the database) and waits until it has gone. */
export const stopOwnServer = async (child: ChildProcess | null) => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};
