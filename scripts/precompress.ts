import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Was the file compressed after it was last written (by an earlier build into the same directory)? */
async function compressedSince(file: string, mtimeMs: number): Promise<boolean> {
  const copy = await stat(`${file}.gz`).catch(() => null);
  return copy !== null && copy.mtimeMs >= mtimeMs;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of a built front, at the
 * strongest settings (done once at build, never per request), so src/server/static.ts serves them
 * with `Content-Encoding` (docs/operations/deployment.md#static-files). A variant not smaller
 * than the file is not written, nor a file compressed since it was written. Answers how many files
 * were compressed.
 */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const { size, mtimeMs } = await stat(file);
    if (size < MIN_BYTES || (await compressedSince(file, mtimeMs))) continue;
    const body = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ]);
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
    count++;
  }
  return count;
}

/**
 * The build step as a Vite plugin: once a build has written its files, its output directory is
 * precompressed (the office's build, which writes into the member's, compresses only its own files).
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options) {
      await precompressDir(options.dir ?? 'dist');
    },
  };
}
