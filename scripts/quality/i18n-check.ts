import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  describeRisk,
  findGrammarRisks,
  flattenKeys,
  LOCALES_DIR,
  readLocaleTexts,
} from '../lib/locale-grammar';

const LANGUAGES = ['en', 'tr'] as const;

type Problem = string;

const namespaceFiles = (language: string): string[] =>
  readdirSync(path.join(LOCALES_DIR, language)).filter((file) => file.endsWith('.json'));

const loadKeys = (language: string, file: string): Map<string, unknown> | null => {
  try {
    const text = readFileSync(path.join(LOCALES_DIR, language, file), 'utf8');
    return new Map(flattenKeys(JSON.parse(text)));
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
  // Templates whose grammar would depend on the value put into them (scripts/lib/locale-grammar.ts);
  // read once every file is known to parse.
  if (problems.length === 0) {
    const texts = LANGUAGES.flatMap((language) => readLocaleTexts(language));
    problems.push(...findGrammarRisks(texts).map(describeRisk));
  }
  for (const problem of problems) console.log(`  ${problem}`);
  const summary = `i18n: ${files.length} namespaces, ${keyCount} keys, ${LANGUAGES.join('/')}`;
  if (problems.length > 0) {
    console.log(`${summary}: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(`${summary}: OK`);
};

main();
