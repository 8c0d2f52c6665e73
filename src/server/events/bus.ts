/**
 * Domain events raised after a commit (a balance changed, a message arrived, a session ended).
 * The realtime module turns them into pushes; with Redis they cross nodes there. Publishing never
 * throws into the caller: money has already moved when an event is raised.
 */
export type DomainEvent =
  | { type: 'cash'; memberId: number; cash: number; point: number }
  | { type: 'msg'; memberId: number; unread: number }
  | { type: 'logout'; memberId: number; sessionId: string; reason: string }
  /** A staff office session ended (logout): its push connections close (docs/architecture/push.md#staff-alerts). */
  | { type: 'staffLogout'; sessionId: string }
  | { type: 'inspect'; siteId: string; on: boolean }
  /** A site's row, options or checks changed: every node drops what it holds of that site. */
  | { type: 'siteChanged'; siteId: string }
  | { type: 'lockBet'; memberId: number; canBet: boolean; locked: boolean }
  /** A sports slip in its bet delay was decided (docs/domains/sportsbook.md#bet-delay-in-play). */
  | { type: 'slip'; memberId: number; betIdx: number; status: 'BET' | 'REFUSED' }
  | { type: 'topic'; topic: string; body: unknown };

export type EventListener = (event: DomainEvent) => void;

export interface EventBus {
  publish(event: DomainEvent): void;
  subscribe(listener: EventListener): () => void;
}

export function createEventBus(onError: (error: unknown) => void): EventBus {
  const listeners = new Set<EventListener>();
  return {
    publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          onError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
