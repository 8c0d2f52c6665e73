import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadPlan, LoadResult } from './loadGenerator';

/** Runs a bench's callers in a child process (`file` beside this one): sends it the plan, returns what it measured. */
export function runInChild<P, R>(file: string, plan: P): Promise<R> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ['--no-warnings', '--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result: R) => resolve(result));
    child.once('exit', (code) => code !== 0 && reject(new Error(`${file} exited with ${code}`)));
    child.send(plan as object);
  });
}

/** Runs one load plan in a child process (bench/loadGenerator.ts) and returns what it measured. */
export const runLoad = (plan: LoadPlan): Promise<LoadResult> => runInChild('./loadGenerator.ts', plan);

/** The child's side of runInChild: runs `work` on the plan its parent sends, answers, and exits. */
export function answerParent<P, R>(work: (plan: P) => Promise<R>): void {
  process.on('message', (plan: P) => {
    work(plan).then(
      (result) => process.send!(result as object, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
