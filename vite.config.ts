import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API port `npm run dev` starts the server on; Vite proxies /api there. */
const DEV_API_ORIGIN = 'http://127.0.0.1:3001';

// The repo root is Vite's root (index.html lives there); `#shared/*` etc. resolve from package.json "imports".
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    // The Host header stays the browser's, so the API's same-origin check sees one origin.
    proxy: { '/api': { target: DEV_API_ORIGIN, changeOrigin: false } },
  },
  preview: { port: 4173 },
});
