// `npm run db:seed`: migrates, then seeds the demo content (idempotent).
import { openDatabaseFromEnv } from '#server/db/open-from-env';
import { prepareDatabase, STARTUP_LOCK_WAIT_MESSAGE } from '#server/start-up';
import { parseEnv } from '#server/env';

const database = await openDatabaseFromEnv(parseEnv(process.env));
await prepareDatabase(database, {
  seedDemo: true,
  onWait: () => console.log(STARTUP_LOCK_WAIT_MESSAGE),
});
await database.close();
console.log(`Demo content seeded (${database.kind}).`);
