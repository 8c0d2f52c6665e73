/**
 * The member front's alerts (§2 'Please Log-in', §4 sign-in-required, API errors): a tiny queue
 * usable outside React (session actions, realtime client) and rendered by <NoticeHost/>.
 */
type Listener = () => void;

let queue: readonly string[] = [];
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

export const notices = {
  current: (): string | null => queue[0] ?? null,
  /** Shows a message in a dialog; repeated identical messages in a row collapse into one. */
  show(message: string): void {
    if (queue[queue.length - 1] === message) return;
    queue = [...queue, message];
    emit();
  },
  dismiss(): void {
    queue = queue.slice(1);
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
