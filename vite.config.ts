import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The API port `npm run dev` starts the server on; Vite proxies /api there. */
const DEV_API_ORIGIN = 'http://127.0.0.1:3001';

// The repo root is Vite's root (index.html lives there); `#shared/*` etc. resolve from package.json "imports".
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The browser bundles only the shell's translations; Vitest (its own config) bundles them all.
    alias: [
      {
        find: /^\.\/bundled-locales$/,
        replacement: fileURLToPath(
          new URL('src/web/lib/bundled-locales.build.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/bench-bundle.ts and the service worker read the chunk graph from .vite/manifest.json.
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    // The Host header stays the browser's, so the API's same-origin check sees one origin.
    proxy: { '/api': { target: DEV_API_ORIGIN, changeOrigin: false } },
  },
  preview: { port: 4173 },
});
