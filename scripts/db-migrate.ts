// `npm run db:migrate`: applies the committed migrations to the configured database.
import { openDatabaseFromEnv } from '#server/db/open-from-env';
import { parseEnv } from '#server/env';

const database = await openDatabaseFromEnv(parseEnv(process.env));
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
