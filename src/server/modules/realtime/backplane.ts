import { Redis } from 'ioredis';
import type { DomainEvent } from '../../events/bus';

/**
 * Carries domain events to the push hub of every node (DESIGN "Scale-out"). Without Redis that is
 * this process only. With Redis a node publishes and delivers ONLY what comes back from the
 * subscription, its own events included: every socket on every node hears each event once.
 */
export interface PushBackplane {
  publish(event: DomainEvent): void;
  /**
   * Since when (ms) this node hears every node's events without a gap; null while it may miss some
   * (Redis away). An in-process cache trusts what it read after that moment only.
   */
  hearingSince(): number | null;
  close(): Promise<void>;
}

/**
 * Pub/sub ignores Redis database numbers, so the channel names the one in the URL: deployments
 * (or test runs) that share a Redis server on different databases never hear each other.
 */
export const pushChannel = (url: string): string => `push:events:${new URL(url).pathname.replace(/^\//, '') || '0'}`;

export function localBackplane(deliver: (event: DomainEvent) => void): PushBackplane {
  const since = Date.now();
  return { publish: deliver, hearingSince: () => since, close: async () => undefined };
}

/**
 * While Redis cannot be reached, an event is delivered on this node only (better than not at all;
 * the 5-second balance poll covers the rest). The publisher queues nothing offline, so an event
 * that fell back locally is never replayed through Redis later and heard twice.
 */
export function redisBackplane(
  url: string,
  deliver: (event: DomainEvent) => void,
  log: (error: unknown) => void,
): PushBackplane {
  const channel = pushChannel(url);
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url);
  publisher.on('error', log);
  subscriber.on('error', log);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      deliver(JSON.parse(message) as DomainEvent);
    } catch (error) {
      log(error);
    }
  });
  let since: number | null = null;
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => void (since ??= Date.now()),
      (error: unknown) => log(error),
    );
  subscriber.on('close', () => (since = null));
  // On every (re)connection, so a node starts (and serves HTTP) while Redis is away; the
  // acknowledgement marks the end of the gap (a repeated SUBSCRIBE of one channel is harmless).
  subscriber.on('ready', () => void subscribe());
  return {
    publish(event) {
      publisher.publish(channel, JSON.stringify(event)).catch((error: unknown) => {
        log(error);
        deliver(event);
      });
    },
    hearingSince: () => since,
    async close() {
      // quit() waits for a connection that may never come; a client not ready just disconnects.
      await Promise.allSettled([subscriber, publisher].map((r) => (r.status === 'ready' ? r.quit() : r.disconnect())));
    },
  };
}
