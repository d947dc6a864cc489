import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, openDatabase } from '#server/db/client';
import { createDatabase } from '../fixtures/postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder as a tar file; '' when tests use PostgreSQL. */
    pgliteTemplatePath: string;
    /** A migrated, empty database on the TEST_DATABASE_URL server; '' when tests use PGlite. */
    postgresTemplateDatabase: string;
  }
}

/** Migrates one database on the TEST_DATABASE_URL server, for test files to copy. */
const createPostgresTemplate = async (adminUrl: string) => {
  const name = `foresight_template_${randomBytes(8).toString('hex')}`;
  const template = await createDatabase(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    // PostgreSQL copies a template only while nobody is connected to it.
    await database.close();
  }
  return { name, drop: template.drop };
};

type Template = {
  pgliteTemplatePath: string;
  postgresTemplateDatabase: string;
  remove: () => unknown;
};

const makeTemplate = async (): Promise<Template> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createPostgresTemplate(adminUrl);
    return {
      pgliteTemplatePath: '',
      postgresTemplateDatabase: template.name,
      remove: template.drop,
    };
  }
  const dump = await dumpMigratedPglite();
  const folder = mkdtempSync(path.join(tmpdir(), 'foresight-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return {
    pgliteTemplatePath: file,
    postgresTemplateDatabase: '',
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
};

/**
 * Both node projects (node, node-mocking) declare this set-up, and Vitest runs it once for each,
 * in its own main process: they share one template through a global, removed when the last of
 * them tears down.
 */
const shared = globalThis as { foresightTestTemplate?: { made: Promise<Template>; users: number } };

/**
 * Vitest global set-up (node projects): migrates one database and keeps it, so each test file's
 * database starts from a copy (tests/fixtures/test-database.ts, tests/fixtures/test-app.ts)
 * instead of running every migration again. On PGlite it saves the data folder: initdb in
 * WebAssembly took 2 to 15 s per file on the 2-core CI machine, about seventy times per run. On
 * PostgreSQL it is a template database that `CREATE DATABASE ... TEMPLATE` copies file by file.
 */
export default async function setup(project: TestProject) {
  const entry = (shared.foresightTestTemplate ??= { made: makeTemplate(), users: 0 });
  entry.users += 1;
  const template = await entry.made;
  project.provide('pgliteTemplatePath', template.pgliteTemplatePath);
  project.provide('postgresTemplateDatabase', template.postgresTemplateDatabase);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.foresightTestTemplate = undefined;
    await template.remove();
  };
}
