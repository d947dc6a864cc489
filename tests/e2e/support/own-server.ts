import type { ChildProcess } from 'node:child_process';
// scripts/ has no import alias; the scripts' own helpers pick the port and start the server.
// eslint-disable-next-line no-restricted-imports
import { APP_SERVER_START_MS, startAppServer } from '../../../scripts/lib/app-server';
// eslint-disable-next-line no-restricted-imports
import { freePort } from '../../../scripts/lib/free-port.mjs';

// A server of a spec's own (a folder database, a test-only route), beside the one Playwright
// starts. The specs reach the scripts' helpers through this file only.

/** How long its start may take: the scripts' own limit. */
export const OWN_SERVER_START_MS = APP_SERVER_START_MS;

/**
 * A port free when the spec loads (each retry loads the spec anew). A fixed offset from E2E_PORT
 * could be taken (by a client connection's own port, among others), and a fresh run's server then
 * exited at start with nothing to say why.
 */
export const ownServerPort = (): Promise<number> => freePort();

/**
 * Starts `entry` on `port` through the scripts' server starter and waits until /api/health
 * answers; the demo content is seeded, as for the server Playwright starts.
 */
export const startOwnServer = (
  entry: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> =>
  startAppServer(
    process.env.E2E_WEB_ROOT ?? 'dist/web',
    port,
    { SEED_DEMO: 'true', ...env },
    {
      entry,
    },
  );

/** Stops it with SIGTERM (a clean shutdown releases the database) and waits until it has gone. */
export const stopOwnServer = async (child: ChildProcess | null) => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};
