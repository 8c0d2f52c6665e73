import type { EventListener } from './bus';

/**
 * Domain events as every node hears them (DESIGN "Scale-out"): whatever any node raised on its bus,
 * heard once here, through the Redis backplane when REDIS_URL is set. The push hub turns them into
 * socket commands; the in-process caches drop what they name.
 */
export interface ClusterEvents {
  subscribe(listener: EventListener): () => void;
  /** Since when (ms) no event of another node can have been missed; null while some may be. */
  hearingSince(): number | null;
}
