import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { decryptPush, memberTopic, WS_PATH, type PushCommand } from '../../src/shared/api/realtime';
import { DEMO } from '../../src/server/db/seed/demoSeed';

/** A member logged in over HTTP: what a browser holds after /api/member/login. */
export interface LoggedIn {
  token: string;
  push: { channelId: string; key: string };
}

/** A real STOMP client over SockJS, as the member front runs it, recording what it hears. */
export interface PushProbe {
  commands: PushCommand[];
  errors: IFrame[];
  /** Resolves with the first command matching, or rejects after `ms`. */
  next(match: (c: PushCommand) => boolean, ms?: number): Promise<PushCommand>;
  /** Resolves once the server has acknowledged the subscription (its RECEIPT). */
  subscribe(destination: string, onBody?: (body: string) => void): Promise<void>;
  /** Resolves when the server closes the socket (LOGOUT, ERROR). */
  closed: Promise<void>;
  stop(): Promise<void>;
}

export async function loginPush(
  call: (path: string, body: Record<string, unknown>) => Promise<{ resultCode: string; data: unknown }>,
  memId: string,
): Promise<LoggedIn> {
  const res = await call('/api/member/login', { memId, memPass: DEMO.password });
  if (res.resultCode !== '200') throw new Error(`login ${memId}: ${res.resultCode}`);
  return res.data as LoggedIn;
}

/** Connects and subscribes to the member's own channel; resolves once the subscription is acknowledged. */
export function connectPush(baseUrl: string, who: LoggedIn, headers: Record<string, string> = {}): Promise<PushProbe> {
  const commands: PushCommand[] = [];
  const errors: IFrame[] = [];
  const waiters: Array<() => void> = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));

  const client = new Client({
    webSocketFactory: () => new SockJS(`${baseUrl}${WS_PATH}`),
    connectHeaders: { siteId: DEMO.siteId, authorization: DEMO.siteKey, token: who.token, ...headers },
    reconnectDelay: 0,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
  });

  const probe: PushProbe = {
    commands,
    errors,
    next(match, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching push within ${ms} ms; heard ${JSON.stringify(commands)}`)),
          ms,
        );
        const check = () => {
          const found = commands.find(match);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      });
    },
    subscribe(destination, onBody) {
      const receipt = `r-${destination}`;
      return new Promise((resolve) => {
        client.watchForReceipt(receipt, () => resolve());
        client.subscribe(destination, (m: IMessage) => onBody?.(m.body), { receipt });
      });
    },
    closed,
    async stop() {
      await client.deactivate();
    },
  };

  return new Promise((resolve, reject) => {
    client.onConnect = () => {
      const receipt = `own-${who.push.channelId}`;
      client.watchForReceipt(receipt, () => resolve(probe));
      client.subscribe(
        memberTopic(who.push.channelId),
        (m: IMessage) => {
          commands.push(...decryptPush(m.body, who.push.key));
          wake();
        },
        { receipt },
      );
    };
    client.onStompError = (frame) => {
      errors.push(frame);
      reject(new Error(`STOMP ERROR ${frame.headers.message}`));
    };
    client.onWebSocketClose = () => markClosed();
    client.activate();
  });
}

/** Connects, acts, then waits for the server's verdict: an ERROR frame and the socket closed. */
export function expectStompError(
  baseUrl: string,
  who: LoggedIn,
  act: (client: Client) => void,
  headers: Record<string, string> = {},
): Promise<IFrame> {
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () => new SockJS(`${baseUrl}${WS_PATH}`),
      connectHeaders: { siteId: DEMO.siteId, authorization: DEMO.siteKey, token: who.token, ...headers },
      reconnectDelay: 0,
    });
    const timer = setTimeout(() => reject(new Error('no ERROR frame, or the socket stayed open')), 5_000);
    let error: IFrame | undefined;
    client.onConnect = () => act(client);
    client.onStompError = (frame) => (error = frame);
    // The verdict counts once the server has also closed the socket (§1.2: ERROR, then close).
    client.onWebSocketClose = () => {
      if (!error) return;
      clearTimeout(timer);
      resolve(error);
    };
    client.activate();
  });
}
