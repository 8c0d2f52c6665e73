import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The config templates docs/operations/cluster.md shows: one home for the cluster and for real hosts. */
const TEMPLATE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');

/** A template with each {{NAME}} filled in; a name without a value is an error, never left blank. */
export async function renderTemplate(name: string, values: Record<string, string | number>): Promise<string> {
  const text = await readFile(path.join(TEMPLATE_DIR, name), 'utf8');
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`template ${name}: no value for {{${key}}}`);
    return String(value);
  });
}
