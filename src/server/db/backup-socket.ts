import { once } from 'node:events';
import { chmodSync, createWriteStream, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client';
import { type DataHeader, DataTransferError, exportData, writeDataFile } from './data-transfer';

/*
 * The embedded database belongs to its server's process (data-dir-lock.ts), so a backup taken
 * while the server runs must be taken by the server: it listens on a Unix socket beside the data
 * folder, readable by its own user only (0600), and answers GET /export with the export
 * (data-transfer.ts), gzipped. `npm run db:backup` asks it there when the folder is in use. No
 * TCP port, nothing a browser or another user can reach.
 */

export const EXPORT_PATH = '/export';

/** `<DATA_DIR>.sock`, beside the folder and its lock file. */
export const backupSocketPathOf = (dataDir: string): string => `${path.resolve(dataDir)}.sock`;

export type BackupSocket = { path: string; close: () => Promise<void> };

export const serveBackups = async (
  database: DatabaseHandle,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<BackupSocket> => {
  const socketPath = backupSocketPathOf(dataDir);
  // A socket file left by a crashed server: this process holds the folder's lock now.
  rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== EXPORT_PATH) {
      response.writeHead(404).end();
      return;
    }
    const started = Date.now();
    response.writeHead(200, { 'content-type': 'application/gzip' });
    const gzip = createGzip();
    gzip.pipe(response);
    const write = async (line: string) => {
      if (!gzip.write(line)) await once(gzip, 'drain');
    };
    exportData(database, write).then(
      (summary) => {
        gzip.end();
        log.info({ rows: summary.rows, ms: Date.now() - started }, 'backup taken');
      },
      (error: unknown) => {
        log.error({ err: error }, 'backup failed');
        // The client sees a cut-off file, which db:backup and db:import refuse.
        gzip.destroy();
        response.destroy();
      },
    );
  });
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(previousMask);
  }
  chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(socketPath, { force: true });
    },
  };
};

/** Asks the server holding an embedded database for its export, into a checked data file. */
export const fetchBackup = (socketPath: string, file: string): Promise<DataHeader> =>
  writeDataFile(
    file,
    (partial) =>
      new Promise<void>((resolve, reject) => {
        const request = http.get({ socketPath, path: EXPORT_PATH }, (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            reject(new DataTransferError(`The server answered ${response.statusCode}`));
            return;
          }
          pipeline(response, createWriteStream(partial, { mode: 0o600 })).then(resolve, reject);
        });
        request.on('error', (error) =>
          reject(
            new DataTransferError(
              `The running server could not be asked for a backup at ${socketPath}: ${error.message}`,
            ),
          ),
        );
      }),
  );
