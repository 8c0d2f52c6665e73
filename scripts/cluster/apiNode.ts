import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnLogged, waitUntil } from './processes';

/** The repository: where the nodes and the npm scripts run. */
export const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** An API node as `npm start` runs it (src/server/main.ts) on 127.0.0.1:`port`, `env` added to ours. */
export function spawnApiNode(port: number, env: Record<string, string>, log: string): ChildProcess {
  return spawnLogged(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], log, {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
  });
}

/** Until the node answers /healthz 200 (it has migrated and listens); fails at once if it exits. */
export const nodeHealthy = (name: string, port: number, child: ChildProcess, log: string): Promise<void> =>
  waitUntil(
    name,
    async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200,
    180_000,
    () => (child.exitCode !== null || child.signalCode !== null ? `exited (see ${log})` : undefined),
  );
