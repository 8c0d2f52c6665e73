import { useEffect } from 'react';

/**
 * A sports slip in its bet delay was decided (push SLIP; docs/domains/sportsbook.md#bet-delay-in-play):
 * the pages that list slips read them again.
 */
const SLIP_DECIDED_EVENT = 'sportsSlipDecided';

export interface SlipDecided {
  betIdx: number;
  status: 'BET' | 'REFUSED';
}

export const emitSlipDecided = (detail: SlipDecided): void => {
  window.dispatchEvent(new CustomEvent(SLIP_DECIDED_EVENT, { detail }));
};

/** Calls `onDecided` for each slip decided while the page is open. */
export function useSlipDecided(onDecided: (detail: SlipDecided) => void): void {
  useEffect(() => {
    const listener = (e: Event) => onDecided((e as CustomEvent<SlipDecided>).detail);
    window.addEventListener(SLIP_DECIDED_EVENT, listener);
    return () => window.removeEventListener(SLIP_DECIDED_EVENT, listener);
  }, [onDecided]);
}
