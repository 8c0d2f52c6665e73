import { useCallback, useSyncExternalStore } from 'react';

/** §2: the mobile tree below 900px unless the member chose a layout with the switch link. */
export type Device = 'desktop' | 'mobile';
const MOBILE_MAX_WIDTH = 900;
const STORAGE_KEY = 'member.device';
const listeners = new Set<() => void>();

const chosen = (): Device | null => {
  const saved = localStorage.getItem(STORAGE_KEY);
  return saved === 'desktop' || saved === 'mobile' ? saved : null;
};
const detect = (): Device => chosen() ?? (window.innerWidth < MOBILE_MAX_WIDTH ? 'mobile' : 'desktop');

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('resize', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('resize', listener);
  };
}

export function useDevice(): { device: Device; switchTo: (device: Device) => void } {
  const device = useSyncExternalStore(subscribe, detect);
  const switchTo = useCallback((next: Device) => {
    localStorage.setItem(STORAGE_KEY, next);
    listeners.forEach((l) => l());
  }, []);
  return { device, switchTo };
}
