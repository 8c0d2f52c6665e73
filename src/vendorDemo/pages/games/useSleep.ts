import { useEffect, useRef } from 'react';

/** A pause for the show that ends early (and quietly) when the component goes away. */
export function useSleep(): (ms: number) => Promise<void> {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return (ms: number) => new Promise((resolve) => setTimeout(() => resolve(), alive.current ? ms : 0));
}
