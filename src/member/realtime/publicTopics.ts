import { useEffect, useRef } from 'react';

type Handler = (body: unknown) => void;
type Watcher = (destination: string, wanted: boolean) => void;

/**
 * Public topics a page wants while the member is signed in (§7: `/topic/powerball/<gameKey>`,
 * the site notices). The push client subscribes to what is wanted here, on every (re)connect too;
 * their bodies are plain JSON.
 */
export function createTopicRegistry() {
  const handlers = new Map<string, Set<Handler>>();
  const watchers = new Set<Watcher>();
  return {
    /** Starts listening; the returned function stops. */
    subscribe(destination: string, handler: Handler): () => void {
      let set = handlers.get(destination);
      if (!set) {
        handlers.set(destination, (set = new Set()));
        watchers.forEach((w) => w(destination, true));
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(destination) !== set) return;
        handlers.delete(destination);
        watchers.forEach((w) => w(destination, false));
      };
    },
    wanted: (): string[] => [...handlers.keys()],
    /** The push client learns of topics wanted or dropped while it is connected. */
    watch(watcher: Watcher): () => void {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    dispatch(destination: string, body: unknown): void {
      handlers.get(destination)?.forEach((h) => h(body));
    },
  };
}
export type TopicRegistry = ReturnType<typeof createTopicRegistry>;

/** The app's one registry, read by <RealtimeBridge />. */
export const publicTopics = createTopicRegistry();

/** Calls `onBody` with each message on `destination` while the component is mounted. */
export function usePublicTopic<T>(destination: string | null, onBody: (body: T) => void): void {
  const latest = useRef(onBody);
  useEffect(() => {
    latest.current = onBody;
  });
  useEffect(() => {
    if (!destination) return;
    return publicTopics.subscribe(destination, (body) => latest.current(body as T));
  }, [destination]);
}
