// Writes `<file>.br` and `<file>.gz` beside each compressible file of a build, once, at build time,
// so the server sends them as they are (chosen by Accept-Encoding) instead of compressing per request.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images other than SVG and source maps are left alone. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
/** Below this a compressed copy saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Compresses `fileNames` (relative to `dir`) that are compressible and at least MIN_COMPRESS_BYTES.
 * Brotli at its best quality is affordable here because it runs once per build.
 */
export async function precompress(dir, fileNames) {
  const wanted = fileNames.filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    wanted.map(async (name) => {
      const file = join(dir, name);
      const bytes = await readFile(file);
      if (bytes.length < MIN_COMPRESS_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
