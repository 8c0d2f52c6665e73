import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { renderTemplate } from './templates';
import { spawnLogged, waitUntil } from './processes';

/**
 * HAProxy (Debian's haproxy) in front of the nodes, from templates/haproxy.cfg. Chosen over nginx
 * for its active health checks on /healthz: a stopped or frozen node leaves the rotation within
 * two seconds, where open-source nginx only learns from the calls that fail
 * (docs/operations/cluster.md).
 */
export async function startLoadBalancer(dir: string, port: number, nodePorts: number[]): Promise<ChildProcess> {
  const servers = nodePorts.map((p, i) => `    server node${i + 1} 127.0.0.1:${p} check`);
  const tracked = nodePorts.map((p, i) => `    server node${i + 1} 127.0.0.1:${p} track nodes/node${i + 1}`);
  const config = await renderTemplate('haproxy.cfg', {
    // up and down of each node, in the log
    GLOBAL: '    log stderr format raw local0 notice',
    BIND: `127.0.0.1:${port}`,
    SERVERS: servers.join('\n'),
    TRACKED: tracked.join('\n'),
  });
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, config);
  const child = spawnLogged('haproxy', ['-W', '-db', '-f', file], path.join(dir, 'haproxy.log'));
  await waitUntil(
    'haproxy',
    async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status > 0,
    10_000,
    () => (child.exitCode !== null ? `exited ${child.exitCode} (see ${dir}/haproxy.log)` : undefined),
  );
  return child;
}
