/**
 * Web budgets: Lighthouse 12 (desktop preset) on the app's pages, in Debian's Chromium, against the
 * built web app served by the real server (in-memory database, seeded blog).
 * Usage: npx tsx scripts/web-budgets.ts [--dist <built web folder>] [--pages /a,/b]
 *   without --dist it builds into a temporary folder first (never into dist/web).
 * Targets (issues 14 and 17): performance >= 0.95; accessibility, best practices and SEO 1.0.
 * Prints one row per page and exits with 1 when a page misses a target.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { freePort } from './lib/free-port.mjs';
import { startAppServer, stopAppServer } from './lib/app-server';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};

/** A seeded post (content/blog/en): a real article page with its cover and body. */
const SAMPLE_POST = '/blog/what-five-year-survival-means';
const DEFAULT_PAGES = ['/', '/auth', '/calculator', '/success-score', '/blog', SAMPLE_POST];

const flag = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};

type PageScores = { page: string; scores: Record<Category, number>; failing: string[] };

/** The audits that cost a category its full score, so a miss says what to fix. */
const failingAudits = (result: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']) =>
  CATEGORIES.flatMap((category) =>
    category === 'performance'
      ? []
      : (result.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}: ${ref.id}`),
  );

const audit = async (origin: string, page: string, port: number): Promise<PageScores> => {
  const run = await lighthouse(
    `${origin}${page}`,
    { port, output: 'json', logLevel: 'error' },
    desktopConfig,
  );
  if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, run.lhr.categories[category]?.score ?? 0]),
  ) as Record<Category, number>;
  return { page, scores, failing: failingAudits(run.lhr) };
};

const main = async () => {
  const givenDist = flag('--dist');
  const pages = flag('--pages')?.split(',') ?? DEFAULT_PAGES;
  const dist = givenDist ?? mkdtempSync(path.join(tmpdir(), 'foresight-budgets-web-'));
  let server: ChildProcess | undefined;
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    if (!givenDist) {
      await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
    }
    const port = await freePort();
    server = await startAppServer(path.resolve(dist), port, { SEED_DEMO: 'true' });
    const origin = `http://127.0.0.1:${port}`;
    const rows: PageScores[] = [];
    for (const page of pages) rows.push(await audit(origin, page, debuggingPort));

    console.log('Lighthouse 12, desktop preset (targets: performance >= 0.95, the rest 1.0)');
    console.log(`  ${'page'.padEnd(40)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
    const missed: string[] = [];
    for (const row of rows) {
      const cells = CATEGORIES.map((category) => {
        const score = row.scores[category];
        const isMet = score >= TARGETS[category];
        if (!isMet) missed.push(`${row.page} ${category} ${score.toFixed(2)}`);
        return `${score.toFixed(2)}${isMet ? ' ' : '*'}`.padStart(16);
      });
      console.log(`  ${row.page.padEnd(40)}${cells.join('')}`);
      for (const audit of row.failing) console.log(`      ${audit}`);
    }
    if (missed.length > 0) {
      console.log(`Missed (*): ${missed.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('Every page meets every target.');
    }
  } finally {
    if (server) stopAppServer(server);
    await browser.close();
    if (!givenDist) rmSync(dist, { recursive: true, force: true });
  }
};

await main();
