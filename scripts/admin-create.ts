// `npm run admin:create -- <username>`: makes an existing account a blog admin, or creates the
// account with a generated password (printed once, stored only as its hash) when there is none.
import { openDatabaseFromEnv } from '#server/db/open-from-env';
import { parseEnv } from '#server/env';
import { createOrPromoteAdmin } from '#server/modules/blog/index';

const username = process.argv[2]?.trim();
if (!username || process.argv.length > 3) {
  console.error('Usage: npm run admin:create -- <username>');
  process.exit(2);
}

const database = await openDatabaseFromEnv(parseEnv(process.env));
try {
  await database.migrate();
  const result = await createOrPromoteAdmin({ db: database.db, clock: () => new Date() }, username);
  if (result.outcome === 'created') {
    console.log(`Created the admin account "${result.username}". Its password, shown only now:`);
    console.log(`\n    ${result.password}\n`);
    console.log('Sign in with it and change it on the account page.');
  } else if (result.outcome === 'promoted') {
    console.log(`"${result.username}" is now a blog admin.`);
  } else {
    console.log(`"${result.username}" is already a blog admin.`);
  }
} catch (error) {
  console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
