import net from 'node:net';

/** Where each part of the cluster listens, from one base port (docs/operations/cluster.md). */
export interface PortLayout {
  loadBalancer: number;
  pgbouncer: number;
  primary: number;
  replica: number;
  redis: number;
  nodes: number[];
}

export const portLayout = (base: number, nodes: number): PortLayout => ({
  loadBalancer: base,
  pgbouncer: base + 1,
  primary: base + 2,
  replica: base + 3,
  redis: base + 4,
  nodes: Array.from({ length: nodes }, (_, i) => base + 10 + i),
});

export const allPorts = (layout: PortLayout): number[] => [
  layout.loadBalancer,
  layout.pgbouncer,
  layout.primary,
  layout.replica,
  layout.redis,
  ...layout.nodes,
];

/** True when nothing listens on 127.0.0.1:port (we can bind it ourselves). */
const portFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

export async function assertPortsFree(ports: number[]): Promise<void> {
  const busy: number[] = [];
  for (const port of ports) if (!(await portFree(port))) busy.push(port);
  if (busy.length) throw new Error(`ports in use: ${busy.join(', ')} (another cluster? npm run cluster -- down)`);
}
