/**
 * A build step (Vite plugin): writes a brotli (.br) and a gzip (.gz) copy beside every text file
 * of the bundle, so the server sends them as they are (@fastify/static preCompressed) instead
 * of compressing on every request or not at all. Runs once per build at the highest levels.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|html|svg|webmanifest|json|ttf)$/;
/** Below this a compressed copy saves less than the extra header and file cost. */
const minBytes = 1024;

export function precompress(): Plugin {
  return {
    name: 'optolight-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!compressible.test(fileName)) continue;
        const path = join(dir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < minBytes) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
