import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PortLayout } from './ports';
import { pgStop } from './postgres';
import { alive, postgresUser, stopPid } from './processes';

/**
 * What a running cluster wrote down about itself (`<dir>/state.json`), so that `status` and `down`
 * from another shell find it: the process that started it, each part's pid, the data directories.
 */
export interface ClusterState {
  supervisor: number;
  pids: Record<string, number | undefined>;
  dataDirs: string[];
  ports: PortLayout;
}

const file = (dir: string) => path.join(dir, 'state.json');

export const writeState = (dir: string, state: ClusterState) => writeFile(file(dir), JSON.stringify(state, null, 2));

export async function readState(dir: string): Promise<ClusterState | undefined> {
  const text = await readFile(file(dir), 'utf8').catch(() => undefined);
  return text ? (JSON.parse(text) as ClusterState) : undefined;
}

/**
 * Stops a cluster started elsewhere: its supervisor stops it in order on SIGTERM; a supervisor
 * that is gone (killed) left its parts behind, which are stopped here one by one.
 */
export async function downFromState(dir: string): Promise<boolean> {
  const state = await readState(dir);
  if (!state) return false;
  if (alive(state.supervisor) && state.supervisor !== process.pid) await stopPid(state.supervisor, 'SIGTERM', 60_000);
  const nodes = Object.entries(state.pids).filter(([name]) => name.startsWith('node'));
  await Promise.all(nodes.map(([, pid]) => pid && stopPid(pid)));
  for (const name of ['lb', 'pgbouncer', 'redis']) {
    const pid = state.pids[name];
    if (pid) await stopPid(pid);
  }
  const as = await postgresUser();
  for (const dataDir of [...state.dataDirs].reverse()) await pgStop({ dataDir, port: 0, log: '', as });
  await rm(file(dir), { force: true });
  return true;
}
