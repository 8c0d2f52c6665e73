import { Redis } from 'ioredis';
import type { DomainEvent } from '../../events/bus';

/**
 * Carries domain events to the push hub of every node (DESIGN "Scale-out"). Without Redis that is
 * this process only. With Redis a node publishes and delivers ONLY what comes back from the
 * subscription, its own events included: every socket on every node hears each event once.
 */
export interface PushBackplane {
  publish(event: DomainEvent): void;
  close(): Promise<void>;
}

/**
 * Pub/sub ignores Redis database numbers, so the channel names the one in the URL: deployments
 * (or test runs) that share a Redis server on different databases never hear each other.
 */
export const pushChannel = (url: string): string => `push:events:${new URL(url).pathname.replace(/^\//, '') || '0'}`;

export function localBackplane(deliver: (event: DomainEvent) => void): PushBackplane {
  return { publish: deliver, close: async () => undefined };
}

export async function redisBackplane(url: string, deliver: (event: DomainEvent) => void, log: (error: unknown) => void): Promise<PushBackplane> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
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
  const channel = pushChannel(url);
  await subscriber.subscribe(channel);
  return {
    publish(event) {
      publisher.publish(channel, JSON.stringify(event)).catch(log);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
