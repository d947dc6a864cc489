/**
 * One server for the throughput benchmark, in its own process: `app` is the whole Foresight API
 * (PGlite in memory), `bare` the same engine behind a bare Fastify route. Prints its URL as JSON.
 * Usage: tsx scripts/lib/bench-server.ts app|bare
 */
import Fastify from 'fastify';
import { type CalculatorInput, predict } from '#engine/index';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/client';

const startApp = async () => {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ database, webRoot: null });
  return { url: await app.listen({ host: '127.0.0.1', port: 0 }), close: () => app.close() };
};

const startBare = async () => {
  const bare = Fastify();
  bare.post('/api/predict', async (request) => predict(request.body as CalculatorInput));
  return { url: await bare.listen({ host: '127.0.0.1', port: 0 }), close: () => bare.close() };
};

const mode = process.argv[2];
if (mode !== 'app' && mode !== 'bare') throw new Error('usage: bench-server.ts app|bare');
const server = mode === 'app' ? await startApp() : await startBare();
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
