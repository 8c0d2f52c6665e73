import './globalShim';
import { Client, type IMessage, type StompSubscription } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { decryptPush, memberTopic, type PushCommand } from '../../shared/api/realtime';
import { ResultCode } from '../../shared/resultCodes';
import type { SiteConfig } from '../../dataProvider/siteConfig';
import type { PushInfo } from '../session';
import type { TopicRegistry } from './publicTopics';

/** Wait before a new attempt after the socket dropped or the server answered ERROR (§7). */
const RECONNECT_DELAY_MS = 5_000;

export interface PushClientOptions {
  /** The SockJS endpoint, `/ws` on the API's host. */
  url: string;
  site: SiteConfig;
  /** Read at every (re)connect: the token changes when it is refreshed (§4). */
  getToken: () => string | null;
  push: PushInfo;
  onCommand: (command: PushCommand) => void;
  /** The server refused the session itself (ERROR with this §8 code): no point reconnecting. */
  onRefused: (code: string) => void;
  /** Public topics pages want (plain JSON bodies). */
  topics?: TopicRegistry;
  reconnectDelayMs?: number;
}

/** SockJS transports this site offers: a WebSocket, or XHR streaming/polling to its own origin. */
export const PUSH_TRANSPORTS = ['websocket', 'xhr-streaming', 'xhr-polling'];

/** Codes with which the server says the session is over, not that the socket had trouble. */
const SESSION_OVER = new Set<string>([ResultCode.LoginRequired, ResultCode.LoggedInElsewhere]);

/**
 * The member's push client (§7): STOMP over SockJS, CONNECT with the session token, the own
 * channel subscribed, bodies decrypted with the session key; reconnects after errors.
 */
export function startPush(options: PushClientOptions): { stop(): Promise<void> } {
  const topics = new Map<string, StompSubscription>();
  const follow = (destination: string, wanted: boolean) => {
    if (!client.connected) return; // onConnect subscribes to everything wanted by then
    if (wanted && !topics.has(destination)) {
      topics.set(
        destination,
        client.subscribe(destination, (m: IMessage) => options.topics?.dispatch(destination, JSON.parse(m.body))),
      );
    } else if (!wanted) {
      topics.get(destination)?.unsubscribe();
      topics.delete(destination);
    }
  };
  const stopWatching = options.topics?.watch(follow);
  const client = new Client({
    // same-origin transports only: the server refuses JSONP and htmlfile
    webSocketFactory: () => new SockJS(options.url, undefined, { transports: PUSH_TRANSPORTS }),
    reconnectDelay: options.reconnectDelayMs ?? RECONNECT_DELAY_MS,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    beforeConnect: (c) => {
      c.connectHeaders = {
        siteId: options.site.siteId,
        authorization: options.site.siteKey,
        token: options.getToken() ?? '',
      };
    },
    onConnect: () => {
      client.subscribe(memberTopic(options.push.channelId), (message: IMessage) => {
        let commands: PushCommand[];
        try {
          commands = decryptPush(message.body, options.push.key);
        } catch {
          return; // a body this session cannot open was not meant for it
        }
        commands.forEach(options.onCommand);
      });
      topics.clear(); // subscriptions of an earlier socket died with it
      for (const destination of options.topics?.wanted() ?? []) follow(destination, true);
    },
    onStompError: (frame) => {
      const code = frame.headers.message ?? '';
      if (!SESSION_OVER.has(code)) return;
      void client.deactivate();
      options.onRefused(code);
    },
  });
  client.activate();
  return {
    stop: () => {
      stopWatching?.();
      return client.deactivate();
    },
  };
}
