import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/web/locales',
);
const LANGUAGES = ['en', 'tr'] as const;

type Problem = string;

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`; non-string leaves are reported as they are. */
const flatten = (value: unknown, prefix = ''): [string, unknown][] => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
};

const namespaceFiles = (language: string): string[] =>
  readdirSync(path.join(LOCALES_DIR, language)).filter((file) => file.endsWith('.json'));

const loadKeys = (language: string, file: string): Map<string, unknown> | null => {
  try {
    const text = readFileSync(path.join(LOCALES_DIR, language, file), 'utf8');
    return new Map(flatten(JSON.parse(text)));
  } catch {
    return null;
  }
};

const checkNamespace = (file: string, problems: Problem[]): number => {
  const namespace = file.replace(/\.json$/, '');
  const byLanguage = new Map(LANGUAGES.map((language) => [language, loadKeys(language, file)]));
  for (const [language, keys] of byLanguage) {
    if (!keys) problems.push(`${language}/${file}: missing or not valid JSON`);
  }
  const allKeys = new Set([...byLanguage.values()].flatMap((keys) => [...(keys?.keys() ?? [])]));
  for (const key of allKeys) {
    for (const [language, keys] of byLanguage) {
      if (!keys) continue;
      if (!keys.has(key)) {
        problems.push(`${language}: missing ${namespace}:${key}`);
        continue;
      }
      const value = keys.get(key);
      if (typeof value !== 'string') problems.push(`${language}: ${namespace}:${key} is not text`);
      else if (value.trim() === '') problems.push(`${language}: ${namespace}:${key} is empty`);
    }
  }
  return allKeys.size;
};

const main = () => {
  const files = [...new Set(LANGUAGES.flatMap(namespaceFiles))].sort();
  const problems: Problem[] = [];
  const keyCount = files.reduce((total, file) => total + checkNamespace(file, problems), 0);
  for (const problem of problems) console.log(`  ${problem}`);
  const summary = `i18n: ${files.length} namespaces, ${keyCount} keys, ${LANGUAGES.join('/')}`;
  if (problems.length > 0) {
    console.log(`${summary}: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(`${summary}: OK`);
};

main();
