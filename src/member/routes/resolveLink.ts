import { matchPath } from 'react-router-dom';
import type { Device } from '../device/useDevice';
import { desktopRoutes } from './desktopRoutes';
import { mobileRoutes } from './mobileRoutes';

/**
 * Banner and popup links are written by staff as short paths (`/noticelist`, `/minigame/powerball`):
 * the first of path, /winner + path, /member + path that the device's route tree knows, or null.
 */
export function resolveLink(link: string, device: Device): string | null {
  if (!link.startsWith('/')) return null;
  const routes = device === 'mobile' ? mobileRoutes : desktopRoutes;
  const [path] = link.split(/[?#]/);
  const known = (candidate: string) => routes.some((r) => matchPath({ path: r.path, caseSensitive: false }, candidate));
  const prefix = ['', '/winner', '/member'].find((p) => known(`${p}${path}`));
  return prefix === undefined ? null : `${prefix}${link}`;
}
