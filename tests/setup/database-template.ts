import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '#server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder as a tar file; '' when tests use PostgreSQL. */
    pgliteTemplatePath: string;
  }
}

/**
 * Vitest global set-up (node project): migrates one in-memory PGlite and saves its data folder, so
 * each test file's database starts from a copy (tests/fixtures/test-database.ts) instead of running
 * PGlite's initdb and every migration again. initdb in WebAssembly took 2 to 15 s per file on the
 * 2-core CI machine, about seventy times per run; loading the copy takes a fraction of that.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const dump = await dumpMigratedPglite();
  const folder = mkdtempSync(path.join(tmpdir(), 'foresight-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
