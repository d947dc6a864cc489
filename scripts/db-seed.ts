// `npm run db:seed`: migrates, then seeds the demo content (idempotent).
import { openDatabaseFromEnv } from '#server/db/open-from-env';
import { seedDemoContent } from '#server/seed-demo-content';
import { parseEnv } from '#server/env';

const database = await openDatabaseFromEnv(parseEnv(process.env));
await database.migrate();
await seedDemoContent(database.db);
await database.close();
console.log(`Demo content seeded (${database.kind}).`);
