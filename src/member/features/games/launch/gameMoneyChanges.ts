/**
 * Money held by transfer-wallet vendors (docs/domains/vendors.md#money-left-at-a-vendor): the
 * header's strip reads it, and is told when a game's end or a recovery may have changed it.
 */
const listeners = new Set<() => void>();

export const gameMoneyChanges = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A game ended or money came back: whoever shows the held money asks again. */
  notify(): void {
    listeners.forEach((listener) => listener());
  },
};
