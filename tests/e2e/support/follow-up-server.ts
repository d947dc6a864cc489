/*
 * The app as the e2e server runs it (in-memory PGlite, the built web app, a trusted proxy), plus
 * one route that exists only in this test process: it moves a saved calculation's created_at into
 * the past, so the follow-up journey can be tried without waiting six months. It is never part of
 * buildApp, so no deployed server can move time. Started by tests/e2e/follow-ups.spec.ts.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '#server/app';
import { IN_MEMORY_DATA_DIR, openDatabase } from '#server/db/client';
import { calculations } from '#server/db/schema/index';
import { addMonthsUtc } from '#server/modules/follow-ups/index';

const port = Number(process.env.PORT);
const database = await openDatabase({ kind: 'pglite', dataDir: IN_MEMORY_DATA_DIR });
await database.migrate();
const app = await buildApp({
  database,
  trustProxy: '127.0.0.1',
  webRoot: path.resolve(process.env.WEB_ROOT ?? 'dist/web'),
});

const BackdateSchema = z.strictObject({
  calculationId: z.uuid(),
  months: z.number().int().min(1).max(60),
});

app.post('/__e2e__/backdate-calculation', async (request, reply) => {
  const body = BackdateSchema.parse(request.body);
  const moved = await database.db
    .update(calculations)
    .set({ createdAt: addMonthsUtc(new Date(), -body.months) })
    .where(eq(calculations.id, body.calculationId))
    .returning({ id: calculations.id });
  return reply.status(moved.length === 1 ? 200 : 404).send({ moved: moved.length });
});

await app.listen({ host: '127.0.0.1', port });
const stop = () =>
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
