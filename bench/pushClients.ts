import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromClients, ToClients } from './realtimeClients';

/**
 * The push clients (realtimeClients.ts) in a process of their own, with a young generation of
 * 64 MB from the start, emptied by the clients between bursts: with V8's default (1 MB, growing to
 * 16) scavenges come every second or so and may fall inside a burst.
 */
export const forkPushClients = (): ChildProcess =>
  fork(fileURLToPath(new URL('./realtimeClients.ts', import.meta.url)), [], {
    execArgv: [
      '--expose-gc',
      '--min-semi-space-size=64',
      '--max-semi-space-size=64',
      '--no-warnings',
      '--import',
      'tsx',
    ],
  });

/** Connects every seat; resolves with how many connected and failed, and how long it took. */
export function startPushClients(
  clients: ChildProcess,
  start: Omit<ToClients, 'type'>,
): Promise<Extract<FromClients, { type: 'ready' }>> {
  const ready = new Promise<Extract<FromClients, { type: 'ready' }>>((resolve) => {
    const onReady = (m: FromClients) => m.type === 'ready' && (clients.off('message', onReady), resolve(m));
    clients.on('message', onReady);
  });
  clients.send({ type: 'start', ...start } satisfies ToClients);
  return ready;
}
