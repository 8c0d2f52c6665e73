import type { FastifyInstance } from 'fastify';
import sockjs from 'sockjs';
import { WS_PATH } from '../../../shared/api/realtime';
import { staffPush } from '../../../shared/endpoints/office';
import { route } from '../../http/route';
import { authorizeConnect } from './pushIdentity';
import { issueTicket } from './staffTicket';
import { PushHub } from './pushHub';
import { sockjsPushSocket } from './sockjsSocket';
import { StompConnection, type ConnectionEnv } from './stompConnection';
import { guardPushEndpoint, pushClientPath } from './wsGuard';

/** How often every connection is checked for heart-beats due (they are agreed in seconds). */
const TICK_MS = 1_000;
const STALL_MS = 3 * TICK_MS;

/**
 * The push endpoint (§7, DESIGN "Realtime"): STOMP 1.2 over SockJS at /ws on the API's own HTTP
 * server. Domain events as every node hears them (deps.cluster: the backplane, Redis with
 * REDIS_URL) go to the hub, which turns them into §4 socket commands.
 */
export default async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const log = (error: unknown) => app.log.error({ err: error }, 'push failed');
  const hub = new PushHub(log);
  const stopListening = deps.cluster.subscribe((event) => hub.deliver(event));

  route(app, staffPush.ticket, async (req, caller) =>
    issueTicket(deps.config.JWT_SECRET, caller.sessionId, deps.clock.now()),
  );

  const env: ConnectionEnv = {
    authorize: (headers) => authorizeConnect(deps, headers),
    onIdentified: (conn) => hub.identified(conn),
    onSubscribe: (conn, destination) => hub.subscribed(conn, destination),
    onUnsubscribe: (conn, destination) => hub.unsubscribed(conn, destination),
    onClosed: (conn) => hub.closed(conn),
    now: Date.now,
    log,
  };

  // sockjs_url names the app's own copy of the client (its iframe page is served by the guard)
  const server = sockjs.createServer({
    prefix: WS_PATH,
    log: () => undefined,
    disconnect_delay: 5_000,
    sockjs_url: pushClientPath(WS_PATH),
  });
  server.on('connection', (socket: sockjs.Connection | null) => {
    // sockjs may report a connection that already died during the handshake as null.
    if (!socket) return;
    const conn = new StompConnection(socket.id, sockjsPushSocket(socket), env);
    hub.opened(conn);
    socket.on('data', (text: string) => conn.receive(text));
    socket.on('close', () => conn.closed());
  });
  server.installHandlers(app.server, { prefix: WS_PATH });
  guardPushEndpoint(app.server, WS_PATH);

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
}
