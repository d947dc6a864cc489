import { once } from 'node:events';
import {
  cpSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { PRODUCT_VERSION } from '#shared/constants';
import type { Database, DatabaseHandle, DatabaseKind } from './client';
import { appliedMigrations, knownMigrations, MIGRATIONS_FOLDER } from './schema-version';

/*
 * Every row of every table, out of one database and into another: a backup of the embedded
 * database taken while its server runs, its restore, and the move from PGlite to PostgreSQL
 * (npm run db:backup, db:export, db:import, db:move; issue 33, item 5).
 *
 * The file is gzipped lines: a JSON header (format, the source's migrations, each table's row
 * count), then for each table a `#table {…}` line naming it and one line per row as PostgreSQL's
 * row_to_json wrote it, and a last `#end {…}` line that says the file is complete. Rows are read in one read-only
 * transaction (PostgreSQL: repeatable read; PGlite runs nothing else meanwhile), so a backup is one
 * moment of the database. Values travel as PostgreSQL's own JSON text and are read back by
 * json_populate_recordset: numbers, timestamps, arrays and JSON documents keep their exact value
 * without passing through JavaScript.
 */

export const DATA_FORMAT = 'foresight-data';
export const DATA_FORMAT_VERSION = 1;
/** Rows per FETCH when reading and per INSERT when writing. */
const BATCH_ROWS = 500;

export type DataHeader = {
  format: typeof DATA_FORMAT;
  version: number;
  createdAt: string;
  source: DatabaseKind;
  productVersion: string;
  /** The hashes of the source's applied migrations, oldest first. */
  migrations: string[];
  /** Tables in the order they are written (each after the tables it references) and their rows. */
  tables: Array<{ name: string; rows: number }>;
};

type TableLine = { table: string; rows: number };
type EndLine = { tables: number; rows: number };
/** Marker lines start with a character no row (a JSON object) can start with. */
const TABLE_MARK = '#table ';
const END_MARK = '#end ';

export class DataTransferError extends Error {
  override name = 'DataTransferError';
}

type Queryable = Pick<Database, 'execute'>;

const rowsOf = async <T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> => {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables, each after the tables its foreign keys point at (alphabetical otherwise). */
export const tablesInOrder = async (db: Queryable): Promise<string[]> => {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const remaining = new Set(tables);
  while (remaining.size > 0) {
    const ready = [...remaining].filter((table) =>
      references.every(
        (reference) =>
          reference.child !== table ||
          !remaining.has(reference.parent) ||
          reference.parent === table,
      ),
    );
    if (ready.length === 0)
      throw new DataTransferError(`Foreign keys form a cycle among: ${[...remaining].join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      remaining.delete(table);
    }
  }
  return ordered;
};

/** Rows of each table, in `tables` order. */
const countRows = async (db: Queryable, tables: readonly string[]) => {
  const counts: Array<{ name: string; rows: number }> = [];
  for (const name of tables) {
    const [row] = await rowsOf<{ n: number | string }>(
      db,
      sql.raw(`select count(*)::int as n from ${quoted(name)}`),
    );
    counts.push({ name, rows: Number(row?.n ?? 0) });
  }
  return counts;
};

export type TransferSummary = { tables: Array<{ name: string; rows: number }>; rows: number };

/**
 * Writes every row of the database through `write` (one call per line, awaited: the caller's
 * stream sets the pace), all read in one read-only transaction.
 */
export const exportData = async (
  database: DatabaseHandle,
  write: (line: string) => Promise<void>,
  clock: () => Date = () => new Date(),
): Promise<TransferSummary> =>
  database.db.transaction(
    async (transaction) => {
      const tables = await tablesInOrder(transaction);
      const counts = await countRows(transaction, tables);
      const header: DataHeader = {
        format: DATA_FORMAT,
        version: DATA_FORMAT_VERSION,
        createdAt: clock().toISOString(),
        source: database.kind,
        productVersion: PRODUCT_VERSION,
        migrations: (await appliedMigrations(transaction)).map((migration) => migration.hash),
        tables: counts,
      };
      await write(`${JSON.stringify(header)}\n`);
      let total = 0;
      for (const { name, rows } of counts) {
        await write(`${TABLE_MARK}${JSON.stringify({ table: name, rows } satisfies TableLine)}\n`);
        await transaction.execute(
          sql.raw(
            `declare foresight_export no scroll cursor for select row_to_json(t)::text as r from ${quoted(name)} t`,
          ),
        );
        for (;;) {
          const batch = await rowsOf<{ r: string }>(
            transaction,
            sql.raw(`fetch ${BATCH_ROWS} from foresight_export`),
          );
          for (const { r } of batch) await write(`${r}\n`);
          total += batch.length;
          if (batch.length < BATCH_ROWS) break;
        }
        await transaction.execute(sql.raw('close foresight_export'));
      }
      const end: EndLine = { tables: counts.length, rows: total };
      await write(`${END_MARK}${JSON.stringify(end)}\n`);
      return { tables: counts, rows: total };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

/** The lines of a (gzipped) data file. */
export const readLines = (file: string): AsyncIterable<string> =>
  createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });

const parseLine = (line: string, what: string): unknown => {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    throw new DataTransferError(`The file is damaged: ${what} is not JSON`);
  }
};

const parseMarker = (
  line: string,
): ({ kind: 'table' } & TableLine) | ({ kind: 'end' } & EndLine) => {
  if (line.startsWith(TABLE_MARK))
    return {
      kind: 'table',
      ...(parseLine(line.slice(TABLE_MARK.length), 'a table line') as TableLine),
    };
  if (line.startsWith(END_MARK))
    return { kind: 'end', ...(parseLine(line.slice(END_MARK.length), 'the last line') as EndLine) };
  throw new DataTransferError(`The file is damaged: an unknown line ${line.slice(0, 40)}`);
};

const parseHeader = (line: string | undefined): DataHeader => {
  if (line === undefined) throw new DataTransferError('The file is empty');
  const header = parseLine(line, 'its first line') as Partial<DataHeader>;
  if (header.format !== DATA_FORMAT || !Array.isArray(header.tables) || !header.migrations)
    throw new DataTransferError(
      'This is not a Foresight data file (npm run db:export or db:backup)',
    );
  if (header.version !== DATA_FORMAT_VERSION)
    throw new DataTransferError(
      `The file's format is version ${header.version}; this release reads version ${DATA_FORMAT_VERSION}`,
    );
  return header as DataHeader;
};

/**
 * Reads a whole data file and checks its structure (every table's rows as the header counts
 * them, the last line present): what a backup is worth before anything relies on it.
 */
export const verifyDataFile = async (file: string): Promise<DataHeader> => {
  let header: DataHeader | null = null;
  let current: TableLine | null = null;
  let seen = 0;
  let total = 0;
  let ended = false;
  for await (const line of readLines(file)) {
    if (header === null) {
      header = parseHeader(line);
      continue;
    }
    if (ended) throw new DataTransferError('The file goes on after its last line');
    if (line.startsWith('#')) {
      if (current && seen !== current.rows)
        throw new DataTransferError(
          `${current.table}: ${seen} rows, the header says ${current.rows}`,
        );
      const marker = parseMarker(line);
      if (marker.kind === 'end') {
        if (marker.rows !== total) throw new DataTransferError('The row total does not match');
        ended = true;
      } else {
        current = marker;
        seen = 0;
      }
      continue;
    }
    seen += 1;
    total += 1;
  }
  if (!header) throw new DataTransferError('The file is empty');
  if (!ended) throw new DataTransferError('The file is cut short: its last line is missing');
  return header;
};

/**
 * Writes a data file through `write` into `<file>.partial` (readable by its owner only), checks
 * the whole file, then gives it its name: a file with the name is a complete one.
 */
export const writeDataFile = async (
  file: string,
  write: (partial: string) => Promise<void>,
): Promise<DataHeader> => {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    const header = await verifyDataFile(partial);
    renameSync(partial, file);
    return header;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
};

/** Exports an open database to a gzipped data file. */
export const exportToFile = (database: DatabaseHandle, file: string): Promise<DataHeader> =>
  writeDataFile(file, async (partial) => {
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
    await exportData(database, async (line) => {
      if (!gzip.write(line)) await once(gzip, 'drain');
    });
    gzip.end();
    await written;
  });

/** A copy of the migrations folder with only the first `count` migrations. */
const migrationsUpTo = (count: number) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'foresight-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
};

/** The columns an INSERT may set (not generated ones), in table order. */
const insertableColumns = async (db: Queryable, table: string) =>
  (
    await rowsOf<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table}
            and is_generated = 'NEVER' and coalesce(identity_generation, '') <> 'ALWAYS'
          order by ordinal_position`,
    )
  ).map((row) => row.name);

/** Sequences behind serial columns continue after the imported rows. */
const advanceSequences = async (db: Queryable) => {
  const serials = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column } of serials)
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quoted(table)}', '${column}'), coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
      ),
    );
};

export type ImportOptions = {
  /** Called after each table is written. */
  onTable?: (table: string, rows: number) => void;
};

/**
 * Writes every row of a data file into `database`, which must hold no rows: it is migrated to the
 * file's migrations first (the file may come from an older release; not from a newer one), the
 * rows are written in one transaction with their counts checked (all or nothing), then the rest
 * of this release's migrations run. Takes the start-up lock, so no server migrates meanwhile.
 */
export const importData = async (
  database: DatabaseHandle,
  lines: AsyncIterable<string>,
  options: ImportOptions = {},
): Promise<TransferSummary> => {
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = parseHeader(first.done ? undefined : first.value);
  const known = knownMigrations();
  if (header.migrations.length > known.length)
    throw new DataTransferError(
      `The file comes from a newer release (${header.migrations.length} migrations; this one knows ${known.length}): import it with that release or a newer one`,
    );
  const foreign = header.migrations.findIndex((hash, index) => known[index]?.hash !== hash);
  if (foreign !== -1)
    throw new DataTransferError(
      `The file's migration ${foreign + 1} differs from this release's ${known[foreign]?.tag ?? ''}: it does not come from this application's history`,
    );
  const summary = await database.withStartupLock(async ({ db, migrate }) => {
    const applied = await appliedMigrations(db);
    if (applied.length > header.migrations.length)
      throw new DataTransferError(
        `The target database is already at migration ${applied.length}, past the file's ${header.migrations.length}: import into a new, empty database`,
      );
    if (applied.length < header.migrations.length) {
      const partial = migrationsUpTo(header.migrations.length);
      try {
        await migrate(partial.folder);
      } finally {
        partial.remove();
      }
    }
    const tables = await tablesInOrder(db);
    const filled = (await countRows(db, tables)).filter((table) => table.rows > 0);
    if (filled.length > 0)
      throw new DataTransferError(
        `The target database is not empty (${filled.map((table) => `${table.name}: ${table.rows} rows`).join(', ')}): import into a new, empty database`,
      );
    return db.transaction(async (transaction) => {
      const written: Array<{ name: string; rows: number }> = [];
      let current: { table: string; rows: number; columns: string } | null = null;
      let batch: string[] = [];
      let total = 0;
      let ended = false;
      const flush = async () => {
        if (!current || batch.length === 0) return;
        await transaction.execute(
          sql`${sql.raw(`insert into ${quoted(current.table)} (${current.columns}) select ${current.columns} from json_populate_recordset(null::${quoted(current.table)}, `)}${`[${batch.join(',')}]`}${sql.raw('::json)')}`,
        );
        batch = [];
      };
      const finishTable = async () => {
        if (!current) return;
        await flush();
        const [row] = await rowsOf<{ n: number }>(
          transaction,
          sql.raw(`select count(*)::int as n from ${quoted(current.table)}`),
        );
        if (Number(row?.n) !== current.rows)
          throw new DataTransferError(
            `${current.table}: ${Number(row?.n)} rows written, the file has ${current.rows}`,
          );
        written.push({ name: current.table, rows: current.rows });
        options.onTable?.(current.table, current.rows);
      };
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        const line = next.value;
        if (ended) throw new DataTransferError('The file goes on after its last line');
        if (line.startsWith('#')) {
          await finishTable();
          const marker = parseMarker(line);
          if (marker.kind === 'end') {
            if (marker.rows !== total) throw new DataTransferError('The row total does not match');
            ended = true;
            current = null;
            continue;
          }
          if (!tables.includes(marker.table))
            throw new DataTransferError(
              `The file has a table this database lacks: ${marker.table}`,
            );
          const columns = (await insertableColumns(transaction, marker.table))
            .map(quoted)
            .join(', ');
          current = { table: marker.table, rows: marker.rows, columns };
          continue;
        }
        if (!current) throw new DataTransferError('The file has rows before any table line');
        batch.push(line);
        total += 1;
        if (batch.length >= BATCH_ROWS) await flush();
      }
      if (!ended) throw new DataTransferError('The file is cut short: its last line is missing');
      await advanceSequences(transaction);
      return { tables: written, rows: total };
    });
  });
  // The migrations of this release that the file's predate.
  await database.migrate();
  return summary;
};
