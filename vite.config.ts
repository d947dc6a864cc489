import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
// With its extension: Vite warns on every build about an extensionless import in its config
// (its coming native loader resolves imports the way Node does). scripts/lib/vite-config.test.ts.
import { precompress } from './scripts/lib/vite-precompress.ts';

/** The API port `npm run dev` starts the server on; Vite proxies /api there. */
const DEV_API_ORIGIN = 'http://127.0.0.1:3001';

/**
 * Emits /sw.js from src/web/service-worker.js with the list of every built file to precache
 * (source maps and the manifest excepted) and a build id that changes whenever that list does.
 */
const serviceWorker = (): Plugin => ({
  name: 'foresight-service-worker',
  apply: 'build',
  generateBundle(_options, bundle) {
    const files = Object.keys(bundle)
      .filter(
        (file) => !file.endsWith('.map') && !file.startsWith('.vite/') && file !== 'index.html',
      )
      .concat(readdirSync(new URL('public', import.meta.url)))
      .map((file) => `/${file}`)
      .sort();
    const buildId = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
    const template = readFileSync(new URL('src/web/service-worker.js', import.meta.url), 'utf8');
    const source = template
      .replace('self.__FORESIGHT_PRECACHE__', JSON.stringify(files))
      .replace('self.__FORESIGHT_BUILD_ID__', JSON.stringify(buildId));
    this.emitFile({ type: 'asset', fileName: 'sw.js', source });
  },
});

/**
 * react-router 7's package exports resolve every bundler import to its `dist/development` build
 * (dev-only warnings and checks). Production builds use the
 * package's own `dist/production` files, the same code without them; `vite dev` keeps the warnings.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

// The repo root is Vite's root (index.html lives there); `#shared/*` etc. resolve from package.json "imports".
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), serviceWorker(), precompress()],
  resolve: {
    alias: [
      // The browser bundles only the shell's translations; Vitest (its own config) bundles them all.
      {
        find: /^\.\/bundled-locales$/,
        replacement: fileURLToPath(
          new URL('src/web/lib/bundled-locales.build.ts', import.meta.url),
        ),
      },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('src/web/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Maps are written but not linked from the scripts: a `sourceMappingURL` comment in each of the
    // ~20 first-load files costs about 0.7 KB gzipped, and the benchmarks must measure what ships.
    sourcemap: 'hidden',
    // scripts/bench/bench-bundle.ts and the service worker read the chunk graph from .vite/manifest.json.
    manifest: true,
    // Every browser we support preloads modules natively; the polyfill would cost the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // With inlining on, Rolldown checks the maps of every transform: Tailwind's turns styles.css
      // into the stylesheet, which has no source map of its own to be wrong about.
      onLog(level, log, handler) {
        if (log.code === 'SOURCEMAP_BROKEN' && log.plugin === '@tailwindcss/vite:generate:build')
          return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          // A signed-in page reached its content through about sixty 1-2 KB chunks, six at a time
          // over HTTP/1.1: a round trip each. Common chunks under 6 KiB of source are copied into
          // the chunks that read them (one shared state per module, kept by Rolldown's runtime),
          // which halves every page's requests (docs/decisions/016). Chunks holding styles stay
          // files, as Rolldown's guide asks of Vite builds.
          experimentalInlineCommonChunks: { maxSize: 6 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The Host header stays the browser's, so the API's same-origin check sees one origin.
    proxy: { '/api': { target: DEV_API_ORIGIN, changeOrigin: false } },
  },
  preview: { port: 4173 },
}));
