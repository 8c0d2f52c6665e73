import { useEffect, useState } from 'react';

/** Whole seconds left until `target` (ISO) on the server's clock, ticking every second; 0 once passed. */
export function useCountdown(target: string | null, clockOffsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  if (!target) return 0;
  return Math.max(0, Math.ceil((Date.parse(target) - (now + clockOffsetMs)) / 1000));
}

export const mmss = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
