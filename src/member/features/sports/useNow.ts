import { useEffect, useState } from 'react';

/** The time, read again every `everyMs`: a cancel window that closes while the page is open takes its button away. */
export function useNow(everyMs = 10_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
