import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldCase } from './username';

/** Unicode's confusables data (scripts/derive/confusables.ts writes it), read on first use. */
export const CONFUSABLES_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'confusables.json',
);

let prototypes: ReadonlyMap<string, string> | undefined;

const prototypeOf = (character: string): string => {
  prototypes ??= new Map(
    Object.entries(
      (JSON.parse(readFileSync(CONFUSABLES_FILE, 'utf8')) as { mapping: Record<string, string> })
        .mapping,
    ),
  );
  return prototypes.get(character) ?? character;
};

/**
 * UTS #39 skeleton of a name as displayed: NFD, each character replaced by its prototype, NFD
 * again, then case-folded (usernames are unique regardless of case). Names that look alike
 * (`coco` in Latin and `сосо` in Cyrillic, `paypal` and `paypaI`) share a skeleton, so a second
 * one can be refused. Mapping before folding keeps capital I looking like l, as it does on screen.
 */
export const usernameSkeleton = (username: string): string => {
  // Code point by code point, as UTS #39 maps them (combining marks apart after NFD).
  let mapped = '';
  for (const codePoint of username.trim().normalize('NFD')) mapped += prototypeOf(codePoint);
  return foldCase(mapped.normalize('NFD')).normalize('NFD');
};
