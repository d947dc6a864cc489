import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text-like files worth compressing; images other than SVG and fonts in woff2 already are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|xml|txt|ttf|md)$/;
/** Below this a compressed copy saves less than the encoding header costs. */
const MIN_BYTES = 1024;

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

/**
 * Writes `file.br` and `file.gz` beside every compressible built file, once, at build time, at the
 * highest levels (the server's @fastify/static `preCompressed` picks the one the browser accepts).
 * Compressing per request would cost the server CPU on every page load; a proxy in front is not
 * something a zero-set-up install can count on. Source maps stay as they are: only tools read them.
 */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'foresight-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const source = readFileSync(file);
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
};
