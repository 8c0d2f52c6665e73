import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadPlan, LoadResult } from './loadGenerator';

/** Runs one load plan in a child process (bench/loadGenerator.ts) and returns what it measured. */
export function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./loadGenerator.ts', import.meta.url)), [], { execArgv: ['--no-warnings', '--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (result: LoadResult) => resolve(result));
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
    child.send(plan);
  });
}
