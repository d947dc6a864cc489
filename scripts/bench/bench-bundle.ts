/**
 * Benchmark part `bundle`, the calculator page's first-load budget: the gzipped JavaScript a browser must fetch before the
 * form is usable, read from the Vite manifest's chunk graph. That is the entry chunk with its
 * static imports, the calculator route chunk with its static imports, and the translation chunks
 * the page suspends on (`calculator` in English). Dynamic imports (the engine, fetched while the
 * form is filled; the results chunk with Recharts) are not counted.
 * Usage: npx tsx scripts/bench/bench-bundle.ts [--dist <built web folder>]
 *   without --dist it builds into a temporary folder first (never into dist/web).
 * Target (issue 5, docs/decisions/009): <= 150 KB gzipped before the calculator is usable.
 * Baseline of the same build: the entry chunk with its static imports, what every page loads.
 * Run alone it prints its rows and exits with 1 when the budget is missed.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { benchRow, reportRows } from '../lib/bench-table';

const BUDGET_KB = {
  on: 'value',
  comparison: '<=',
  limit: 150,
  source: 'issue 5, ADR 009',
} as const;
const ENTRY = 'index.html';
const CALCULATOR_ROUTE = 'src/web/app/routes/calculator-page.tsx';
/** Namespaces the calculator page waits for (common and errors are in the entry chunk). */
const PAGE_LOCALES = ['src/web/locales/en/calculator.json'];

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const distFlag = process.argv.indexOf('--dist');
const givenDist = distFlag > 0 ? process.argv[distFlag + 1] : undefined;

const buildInto = async (outDir: string) => {
  // The project's own build settings, so the figure is what `npm start` serves.
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
};

/** The chunk keys reachable from `start` through static imports, `start` included. */
const staticClosure = (manifest: Manifest, start: string): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
};

const gzipKb = (dist: string, file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const sumKb = (dist: string, manifest: Manifest, keys: Iterable<string>) =>
  [...keys].reduce((total, key) => total + gzipKb(dist, manifest[key]?.file ?? ''), 0);

const main = async () => {
  const dist = givenDist ?? mkdtempSync(path.join(tmpdir(), 'foresight-bench-web-'));
  if (!givenDist) await buildInto(dist);
  try {
    const manifestPath = path.join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`No Vite manifest at ${manifestPath}`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

    const entryChunk = manifest[ENTRY];
    if (!entryChunk) throw new Error('The manifest has no index.html entry');
    const entryClosure = staticClosure(manifest, ENTRY);
    const pageKeys = new Set([...entryClosure, ...staticClosure(manifest, CALCULATOR_ROUTE)]);
    for (const locale of PAGE_LOCALES) if (manifest[locale]) pageKeys.add(locale);

    const entryKb = gzipKb(dist, entryChunk.file);
    const entryClosureKb = sumKb(dist, manifest, entryClosure);
    const pageKb = sumKb(dist, manifest, pageKeys);
    const chunks = [...pageKeys]
      .map((key) => ({
        file: manifest[key]?.file ?? key,
        kb: gzipKb(dist, manifest[key]?.file ?? ''),
      }))
      .sort((a, b) => b.kb - a.kb);

    console.log('Bundle (gzip -9), calculator page before it is usable:');
    for (const chunk of chunks)
      console.log(`  ${chunk.kb.toFixed(1).padStart(6)} KB  ${chunk.file}`);
    console.log(`main entry chunk:                    ${entryKb.toFixed(1)} KB`);
    reportRows([
      benchRow({
        area: 'bundle',
        figure: 'calculator JS before usable (chunk graph, gzip -9)',
        value: pageKb,
        unit: 'KB',
        target: BUDGET_KB,
        baseline: { label: 'entry chunk + its static imports', value: entryClosureKb },
      }),
    ]);
  } finally {
    if (!givenDist) rmSync(dist, { recursive: true, force: true });
  }
};

await main();
