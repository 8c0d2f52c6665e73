import { Client, type IMessage } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { decryptPush, memberTopic, WS_PATH } from '../../src/shared/api/realtime';
import type { RoundPush } from '../../src/shared/api/minigame';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import type { Member } from './memberActions';

/**
 * The chaos run's push sockets (docs/operations/chaos.md#sockets): STOMP over SockJS through the
 * load balancer, as the member front holds them (src/member/realtime/), reconnecting a second after
 * a loss and subscribing again: the member's own channel and the played game's round topic. Each
 * socket keeps the times it connected and lost its connection, and what it heard.
 */
export interface PushSocket {
  member: Member;
  connects: number[];
  losses: number[];
  /** CASH commands heard: [arrival, cash]. */
  cash: Array<[number, string]>;
  /** The round topic's draw pushes heard: [arrival, round key]. */
  draws: Array<[number, string]>;
  /** Resolves with the arrival of a CASH push of this balance heard after `since`, or null after `ms`. */
  cashPush(cash: number, since: number, ms: number): Promise<number | null>;
  stop(): Promise<void>;
}

const RECONNECT_MS = 1_000;
const HEARTBEAT_MS = 10_000;

export function openPushSocket(lbUrl: string, member: Member, gameKey: string): PushSocket {
  const waiters = new Set<() => void>();
  const socket: PushSocket = {
    member,
    connects: [],
    losses: [],
    cash: [],
    draws: [],
    cashPush(cash, since, ms) {
      return new Promise((resolve) => {
        const check = () => {
          const heard = socket.cash.find(([at, c]) => at >= since && c === String(cash));
          if (!heard) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(heard[0]);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          resolve(null);
        }, ms);
        if (!check()) waiters.add(check);
      });
    },
    stop: () => client.deactivate(),
  };
  const client = new Client({
    webSocketFactory: () => new SockJS(`${lbUrl}${WS_PATH}`),
    connectHeaders: { siteId: DEMO.siteId, authorization: DEMO.siteKey, token: member.token },
    reconnectDelay: RECONNECT_MS,
    heartbeatIncoming: HEARTBEAT_MS,
    heartbeatOutgoing: HEARTBEAT_MS,
    // the run's own log says what happened; stompjs's debug lines would drown it
    debug: () => undefined,
  });
  client.onConnect = () => {
    socket.connects.push(Date.now());
    client.subscribe(memberTopic(member.push.channelId), (m: IMessage) => {
      const at = Date.now();
      for (const c of decryptPush(m.body, member.push.key)) if (c.cmd === 'CASH') socket.cash.push([at, c.data1]);
      for (const w of [...waiters]) w();
    });
    client.subscribe(`/topic/powerball/${gameKey}`, (m: IMessage) => {
      const push = JSON.parse(m.body) as RoundPush;
      if (push.event === 'draw') socket.draws.push([Date.now(), push.round.roundKey]);
    });
  };
  client.onWebSocketClose = () => {
    if (socket.connects.length > socket.losses.length) socket.losses.push(Date.now());
  };
  client.activate();
  return socket;
}
