import '../../member/realtime/globalShim';
import { Client, type IMessage } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { WS_PATH } from '../../shared/api/realtime';
import type { StaffAlert } from '../../shared/api/staffAlerts';
import type { SiteConfig } from '../../dataProvider/siteConfig';
import { PUSH_TRANSPORTS } from '../../member/realtime/pushClient';

/** Wait before a new attempt after the socket dropped. */
const RECONNECT_DELAY_MS = 5_000;

export interface StaffAlertClientOptions {
  site: SiteConfig;
  /** A fresh push ticket for each (re)connect: the office session itself stays in its HttpOnly cookie. */
  getTicket: () => Promise<string>;
  /** The alert topics of the areas this staff member's role opens. */
  topics: readonly string[];
  onAlert: (alert: StaffAlert) => void;
  /** Told true once the server acknowledged the subscriptions, false when the socket drops. */
  onLive?: (live: boolean) => void;
  url?: string;
}

/**
 * The office's push client for staff alerts (docs/architecture/push.md#staff-alerts): STOMP over
 * SockJS to the same /ws as the member front, CONNECT with a 60-second ticket from
 * /api/admin/pushTicket, then the staff topics; it reconnects (with a new ticket) after a drop.
 */
export function startStaffAlerts(options: StaffAlertClientOptions): { stop(): Promise<void> } {
  const client = new Client({
    webSocketFactory: () => new SockJS(options.url ?? WS_PATH, undefined, { transports: PUSH_TRANSPORTS }),
    reconnectDelay: RECONNECT_DELAY_MS,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    beforeConnect: async (c) => {
      c.connectHeaders = {
        siteId: options.site.siteId,
        authorization: options.site.siteKey,
        ticket: await options.getTicket(),
      };
    },
    onConnect: () => {
      // the last subscription's receipt says the server holds them all (frames are handled in order)
      const receipt = `alerts-${Date.now()}`;
      client.watchForReceipt(receipt, () => options.onLive?.(true));
      options.topics.forEach((topic, i) => {
        const last = i === options.topics.length - 1;
        client.subscribe(
          topic,
          (message: IMessage) => {
            try {
              options.onAlert(JSON.parse(message.body) as StaffAlert);
            } catch {
              // a body that is not an alert is dropped
            }
          },
          last ? { receipt } : {},
        );
      });
    },
    onWebSocketClose: () => options.onLive?.(false),
  });
  client.activate();
  return { stop: () => client.deactivate() };
}
