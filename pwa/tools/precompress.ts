/**
 * A build step (Vite plugin): writes a brotli (.br) and a gzip (.gz) copy beside every text file
 * of the bundle, so the server sends them as they are (@fastify/static preCompressed) instead
 * of compressing on every request or not at all. Runs once per build at the highest levels, or
 * at fast ones for the test build (`fast`): the journeys need the files served the same way, not
 * the last percent of size, and the highest brotli level on the report fonts takes most of a
 * build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|html|svg|webmanifest|json|ttf)$/;
/** Below this a compressed copy saves less than the extra header and file cost. */
const minBytes = 1024;

export function precompress({ fast = false } = {}): Plugin {
  const brotliQuality = fast ? 4 : constants.BROTLI_MAX_QUALITY;
  const gzipLevel = fast ? 1 : 9;
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
            params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: gzipLevel }));
      }
    },
  };
}
