import type { FastifyInstance } from 'fastify';
import sockjs from 'sockjs';
import { WS_PATH } from '../../../shared/api/realtime';
import { localBackplane, redisBackplane } from './backplane';
import { authorizeConnect } from './pushIdentity';
import { PushHub } from './pushHub';
import { StompConnection, type ConnectionEnv } from './stompConnection';

/** How often every connection is checked for heart-beats due (they are agreed in seconds). */
const TICK_MS = 1_000;
const STALL_MS = 3 * TICK_MS;

/**
 * The push endpoint (§7, DESIGN "Realtime"): STOMP 1.2 over SockJS at /ws on the API's own HTTP
 * server. Domain events from the bus go through the backplane (Redis with REDIS_URL) to the hub,
 * which turns them into §4 socket commands.
 */
export default async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const hub = new PushHub();
  const log = (error: unknown) => app.log.error({ err: error }, 'push failed');
  const backplane = deps.config.REDIS_URL
    ? redisBackplane(deps.config.REDIS_URL, (event) => hub.deliver(event), log)
    : localBackplane((event) => hub.deliver(event));
  const stopListening = deps.bus.subscribe((event) => backplane.publish(event));

  const env: ConnectionEnv = {
    authorize: (headers) => authorizeConnect(deps, headers),
    onIdentified: (conn) => hub.identified(conn),
    onSubscribe: (conn, destination) => hub.subscribed(conn, destination),
    onUnsubscribe: (conn, destination) => hub.unsubscribed(conn, destination),
    onClosed: (conn) => hub.closed(conn),
    now: Date.now,
    log,
  };

  const server = sockjs.createServer({ prefix: WS_PATH, log: () => undefined, disconnect_delay: 5_000 });
  server.on('connection', (socket: sockjs.Connection | null) => {
    // sockjs may report a connection that already died during the handshake as null.
    if (!socket) return;
    const conn = new StompConnection(socket.id, { write: (text) => socket.write(text), close: () => socket.close() }, env);
    hub.opened(conn);
    socket.on('data', (text: string) => conn.receive(text));
    socket.on('close', () => conn.closed());
  });
  server.installHandlers(app.server, { prefix: WS_PATH });

  let lastTick = Date.now();
  const ticker = setInterval(() => {
    const now = Date.now();
    // After a stall of this process, peers' heart-beats still wait unread in the sockets: judging
    // silence now would drop every client, so this round only sends.
    const stalled = now - lastTick > STALL_MS;
    lastTick = now;
    for (const conn of hub.connections) conn.tick(stalled);
  }, TICK_MS);
  ticker.unref();

  app.addHook('preClose', async () => {
    clearInterval(ticker);
    stopListening();
    hub.closeAll();
  });
  app.addHook('onClose', async () => {
    await backplane.close();
  });
}
