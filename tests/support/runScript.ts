import { spawn } from 'node:child_process';
import { DEMO_SECRET_VALUES } from '../../src/server/config';

/**
 * Runs a server script (`src/server/main.ts`, a CLI) as `npm start` would, on the embedded database
 * in `dataDir`, without this process's demo secrets, DEMO or DATABASE_URL, until it exits or prints
 * `until`, then stops it. `args` go on its command line.
 */
export function runScript(
  script: string,
  dataDir: string,
  env: Record<string, string>,
  until?: string,
  args: string[] = [],
): Promise<{ code: number | null; out: string }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !(k in DEMO_SECRET_VALUES) && k !== 'DEMO' && k !== 'DATABASE_URL'),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: process.cwd(),
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      SERVE_STATIC: 'false',
      SCHEDULER: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (until && out.includes(until)) child.kill('SIGKILL');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, out }));
  });
}
