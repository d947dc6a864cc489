// The server the security suite (tests/security, vitest.security.config.ts) and the sqlmap scan
// (scripts/quality/security-sqlmap.ts) attack: the real entry point over HTTP, on a fresh database.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';
import { createOrPromoteAdmin } from '#server/modules/blog/index';
import { startAppServer, stopAppServer } from '../lib/app-server';
import { freePort } from '../lib/free-port.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the server under attack. */
    baseUrl: string;
    /** A blog admin created before the server started (admins are made only at start-up). */
    admin: { username: string; password: string };
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The web build served beside the API: SECURITY_WEB_ROOT, else dist/web when built, else an empty
 * folder (the server then answers pages with its "not built" page; every API case still runs).
 */
const webRootFor = (scratch: string) => {
  const configured = process.env.SECURITY_WEB_ROOT;
  if (configured) return path.resolve(configured);
  const built = path.join(ROOT, 'dist/web');
  return existsSync(path.join(built, 'index.html')) ? built : path.join(scratch, 'web');
};

export type SecurityServer = {
  baseUrl: string;
  admin: { username: string; password: string };
  stop: () => Promise<void>;
};

/**
 * Starts the server on a fresh embedded database in a temporary folder. The folder lets an admin
 * account exist before start-up, which the blog editor cases need, without any test-only door in
 * the server.
 */
export const startSecurityServer = async (
  env: Record<string, string> = {},
): Promise<SecurityServer> => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'foresight-security-'));
  const dataDir = path.join(scratch, 'db');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  let admin: SecurityServer['admin'];
  try {
    await database.migrate();
    const result = await createOrPromoteAdmin(
      { db: database.db, clock: () => new Date() },
      'security_admin',
    );
    if (result.outcome !== 'created') throw new Error('The admin account already existed');
    admin = { username: result.username, password: result.password };
  } finally {
    await database.close();
  }
  const port = await freePort();
  const server = await startAppServer(webRootFor(scratch), port, { ...env, DATA_DIR: dataDir });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    admin,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      stopAppServer(server);
      await exited;
      rmSync(scratch, { recursive: true, force: true });
    },
  };
};

/** Vitest global set-up: one server for the whole run, its address given to every test file. */
export default async function setup(project: TestProject) {
  const server = await startSecurityServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('admin', server.admin);
  return server.stop;
}
