import { useEffect, useRef, useState } from 'react';

export type OddsMove = 'up' | 'down';

/** How long a changed price stays marked, long enough to be noticed on a busy board. */
const FLASH_MS = 4_000;

/** Whether `odds` went up or down lately (for FLASH_MS after each change), else null. */
export function useOddsFlash(odds: number): OddsMove | null {
  const previous = useRef(odds);
  const [move, setMove] = useState<{ dir: OddsMove; odds: number } | null>(null);

  useEffect(() => {
    if (odds === previous.current) return;
    const dir: OddsMove = odds > previous.current ? 'up' : 'down';
    previous.current = odds;
    setMove({ dir, odds });
    const timer = setTimeout(() => setMove(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);

  return move && move.odds === odds ? move.dir : null;
}
