import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shipped with the app (scripts/derive/password-list.ts writes it): no outside call at sign-up. */
export const COMMON_PASSWORDS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'common-passwords.txt',
);

let commonPasswords: ReadonlySet<string> | undefined;

/** Read once, on the first new password (about 49,000 lines, a few milliseconds). */
export const isCommonPassword = (lowerCased: string): boolean => {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('# ')),
  );
  return commonPasswords.has(lowerCased);
};
