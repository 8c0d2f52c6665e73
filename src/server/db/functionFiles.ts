import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));
const NAME = /^[a-z_][a-z0-9_]*$/;

/** The live text of one SQL function (src/server/db/migrations/README.md). */
export interface FunctionFile {
  /** The function it defines: the file's name without `.sql`. */
  name: string;
  /** Relative to src/server, for messages. */
  path: string;
  text: string;
  sha256: string;
}

/** Whether a path (relative to src/server) holds a function file: `modules/<domain>/…/sql/` or `db/functions/`. */
const isFunctionFile = (file: string): boolean => {
  const parts = file.split(path.sep);
  if (!file.endsWith('.sql') || parts.length < 2) return false;
  const dir = parts.slice(0, -1).join('/');
  return dir === 'db/functions' || (parts[0] === 'modules' && parts.at(-2) === 'sql');
};

/** Every function file, by name; one function per name, so a name found twice is a fault. */
export async function functionFiles(): Promise<FunctionFile[]> {
  const found = (await readdir(SERVER_DIR, { recursive: true })).filter(isFunctionFile).sort();
  const files: FunctionFile[] = [];
  const seen = new Map<string, string>();
  for (const file of found) {
    const name = path.basename(file, '.sql');
    if (!NAME.test(name)) throw new Error(`function file ${file}: ${name} is not a plain lower-case SQL name`);
    const other = seen.get(name);
    if (other) throw new Error(`function ${name} has two files: ${other} and ${file}`);
    seen.set(name, file);
    const text = await readFile(path.join(SERVER_DIR, file), 'utf8');
    files.push({
      name,
      path: file.split(path.sep).join('/'),
      text,
      sha256: createHash('sha256').update(text).digest('hex'),
    });
  }
  return files;
}
