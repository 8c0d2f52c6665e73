import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * One archived month of a monthly table on disk (docs/operations/retention.md#the-files): the rows
 * as gzip-compressed JSON lines (`<table>/<table>_p<YYYYMM>.ndjson.gz`, one `to_jsonb(row)` a line,
 * named columns so a file reads back into a table whose columns moved) and beside it the manifest
 * (`….manifest.json`) that says what the rows are. The manifest is written last: a data file
 * without one, or any `….partial`, is an unfinished export and is never read.
 */
export interface ArchiveManifest {
  table: string;
  /** `YYYY-MM` (UTC). */
  month: string;
  /** The data file, relative to the archive directory. */
  file: string;
  rows: number;
  /** sha256 of the uncompressed lines. */
  sha256: string;
  /** The rows' order-free checksum as the database computes it (archive/monthArchives.ts `rowsDigest`). */
  digest: string;
  bytes: number;
  exportedAt: string;
}

const partitionName = (table: string, month: string) => `${table}_p${month.replace('-', '')}`;

const dataFile = (table: string, month: string) => join(table, `${partitionName(table, month)}.ndjson.gz`);
const manifestFile = (table: string, month: string) => join(table, `${partitionName(table, month)}.manifest.json`);

/** Flushes a file, or a directory's entries (a rename is durable once its directory is). */
async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `body` to `path` through `path.partial`, flushed, renamed, and the rename flushed. */
async function writeDurably(path: string, body: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${path}.partial`;
  await body(partial);
  await fsyncPath(partial);
  await rename(partial, path);
  await fsyncPath(dirname(path));
}

/** Counts and hashes the lines of a data file, decompressing it: what the manifest must say of it. */
async function readBack(path: string): Promise<{ rows: number; sha256: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    hash.update(`${line}\n`);
    rows++;
  }
  return { rows, sha256: hash.digest('hex') };
}

/**
 * Exports one month: the lines go through gzip to the data file, which is flushed, renamed and then
 * read back whole; only when its count and hash are what was written is the manifest written (the
 * same way). A crash at any point leaves no manifest, or one that tells the truth.
 */
export async function writeArchive(
  dir: string,
  table: string,
  month: string,
  lines: AsyncIterable<string>,
  digest: string,
): Promise<ArchiveManifest> {
  const file = dataFile(table, month);
  const path = join(dir, file);
  await mkdir(dirname(path), { recursive: true });
  const hash = createHash('sha256');
  let rows = 0;
  async function* counted() {
    for await (const line of lines) {
      const text = `${line}\n`;
      hash.update(text);
      rows++;
      yield text;
    }
  }
  await writeDurably(path, (partial) => pipeline(Readable.from(counted()), createGzip(), createWriteStream(partial)));
  const written = { rows, sha256: hash.digest('hex') };
  const read = await readBack(path);
  if (read.rows !== written.rows || read.sha256 !== written.sha256)
    throw new Error(`${file}: read back ${read.rows} rows (${read.sha256}), wrote ${written.rows} (${written.sha256})`);
  const manifest: ArchiveManifest = {
    table,
    month,
    file,
    ...written,
    digest,
    bytes: (await stat(path)).size,
    exportedAt: new Date().toISOString(),
  };
  await writeDurably(join(dir, manifestFile(table, month)), (partial) =>
    writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`),
  );
  return manifest;
}

/** A finished month's manifest, its data file read back whole and held to it; throws otherwise. */
export async function readManifest(dir: string, table: string, month: string): Promise<ArchiveManifest> {
  const manifest = JSON.parse(await readFile(join(dir, manifestFile(table, month)), 'utf8')) as ArchiveManifest;
  const read = await readBack(join(dir, manifest.file));
  if (
    manifest.table !== table ||
    manifest.month !== month ||
    read.rows !== manifest.rows ||
    read.sha256 !== manifest.sha256
  )
    throw new Error(`${manifest.file} is not what its manifest says (${read.rows} rows, ${read.sha256})`);
  return manifest;
}

/** The rows of a finished month's data file, in batches of `size` lines (each one row's JSON). */
export async function* archiveBatches(dir: string, manifest: ArchiveManifest, size: number): AsyncGenerator<string[]> {
  let batch: string[] = [];
  const lines = createInterface({
    input: createReadStream(join(dir, manifest.file)).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    batch.push(line);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
