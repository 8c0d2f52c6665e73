import { createDecipheriv, randomBytes } from 'node:crypto';
import { createFrameReader, serializeFrame, type StompFrame } from '../src/server/modules/realtime/stompFrame';
import { memberTopic, WS_PATH } from '../src/shared/api/realtime';

/**
 * The client side of bench/realtime.bench.ts, forked into its own process so that thousands of
 * sockets do not share the server's event loop. Each seat is one member's STOMP session over the
 * raw websocket transport of SockJS (`/ws/<server>/<session>/websocket`, SockJS framing: `o`
 * open, `h` heartbeat, `a[...]` messages, `c[...]` close) with Node's own WebSocket.
 */
export interface Seat {
  token: string;
  channelId: string;
  key: string;
}
export type ToClients = { type: 'start'; port: number; siteId: string; siteKey: string; seats: Seat[] };
/** `heard`: [seat, cmd, data1, wall-clock ms of arrival] per pushed command. */
export type FromClients =
  | { type: 'ready'; connected: number; failed: number; seconds: number }
  | { type: 'heard'; batch: Array<[number, string, string, number]> }
  | { type: 'closed'; seat: number; reason: string };

const WAVE = 200;
const HEARTBEAT_MS = 10_000;
const wallNow = () => performance.timeOrigin + performance.now();

const send = (message: FromClients) => process.send!(message);
let pending: Array<[number, string, string, number]> = [];
setInterval(() => {
  if (pending.length === 0) return;
  send({ type: 'heard', batch: pending });
  pending = [];
}, 20).unref();

/**
 * MESSAGE bodies heard (each stamped on arrival), opened once no body came for QUIET_MS. This one
 * process plays thousands of members: decrypting every body as it comes would hold each later
 * socket's arrival behind the decryption of all earlier ones, work every member's own browser does
 * for its one body only.
 */
const QUIET_MS = 5;
const unopened: Array<{ index: number; key: Buffer; body: string; at: number }> = [];
const opener = setTimeout(() => {
  for (const { index, key, body, at } of unopened.splice(0)) {
    const [iv, sealed] = body.split(':') as [string, string];
    const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(iv, 'base64'));
    const plain = Buffer.concat([decipher.update(sealed, 'base64'), decipher.final()]).toString('utf8');
    for (const c of JSON.parse(plain) as Array<{ cmd: string; data1: string }>) pending.push([index, c.cmd, c.data1, at]);
  }
}, QUIET_MS).unref();

function open(start: ToClients, seat: Seat, index: number): Promise<WebSocket> {
  const key = Buffer.from(seat.key, 'base64');
  const url = `ws://127.0.0.1:${start.port}${WS_PATH}/${Math.floor(Math.random() * 1000)}/${randomBytes(8).toString('hex')}/websocket`;
  const ws = new WebSocket(url);
  const sendFrame = (frame: StompFrame) => ws.send(JSON.stringify([serializeFrame(frame)]));
  return new Promise((resolve, reject) => {
    const reader = createFrameReader((frame) => {
      if (frame.command === 'CONNECTED') {
        // STOMP heart-beats from the moment of CONNECTED, as stompjs sends them.
        const beat = setInterval(() => ws.send('["\\n"]'), HEARTBEAT_MS);
        ws.addEventListener('close', () => clearInterval(beat));
        sendFrame({ command: 'SUBSCRIBE', headers: { id: 'own', destination: memberTopic(seat.channelId), receipt: 'own' }, body: '' });
      } else if (frame.command === 'RECEIPT') {
        resolve(ws);
      } else if (frame.command === 'MESSAGE') {
        unopened.push({ index, key, body: frame.body, at: wallNow() });
        opener.refresh();
      } else if (frame.command === 'ERROR') {
        reject(new Error(`seat ${index}: ERROR ${frame.headers.message}`));
      }
    });
    ws.onmessage = (event) => {
      const data = String(event.data);
      if (data === 'o') {
        sendFrame({
          command: 'CONNECT',
          headers: { 'accept-version': '1.2', 'heart-beat': `${HEARTBEAT_MS},${HEARTBEAT_MS}`, siteId: start.siteId, authorization: start.siteKey, token: seat.token },
          body: '',
        });
      } else if (data.startsWith('a')) {
        for (const text of JSON.parse(data.slice(1)) as string[]) reader.push(text);
      }
    };
    ws.onerror = () => reject(new Error(`seat ${index}: socket error`));
    ws.onclose = (event) => send({ type: 'closed', seat: index, reason: `${event.code} ${event.reason}` });
  });
}

process.on('message', async (message: ToClients) => {
  if (message.type !== 'start') return;
  const started = performance.now();
  const sockets: WebSocket[] = [];
  let failed = 0;
  for (let i = 0; i < message.seats.length; i += WAVE) {
    const wave = message.seats.slice(i, i + WAVE).map((seat, j) => open(message, seat, i + j));
    for (const result of await Promise.allSettled(wave)) {
      if (result.status === 'fulfilled') sockets.push(result.value);
      else failed += 1;
    }
  }
  send({ type: 'ready', connected: sockets.length, failed, seconds: (performance.now() - started) / 1000 });
});
