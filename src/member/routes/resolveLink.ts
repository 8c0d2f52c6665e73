import { matchPath } from 'react-router-dom';
import type { Device } from '../device/useDevice';
import { desktopRoutes } from './desktopRoutes';
import { mobileRoutes } from './mobileRoutes';

/**
 * Banner and popup links are written by staff as short paths (`/noticelist`, `/eventlist`,
 * `/minigame/powerball`): the first of path, /winner + path, /member + path, /member/csMain + path
 * (the phone's customer centre, where its notices and events live) that the device's route tree
 * knows, spelt as the route is, or null.
 */
export function resolveLink(link: string, device: Device): string | null {
  if (!link.startsWith('/')) return null;
  const routes = device === 'mobile' ? mobileRoutes : desktopRoutes;
  const [path = ''] = link.split(/[?#]/);
  const rest = link.slice(path.length);
  for (const prefix of ['', '/winner', '/member', '/member/csMain']) {
    const candidate = `${prefix}${path}`;
    const route = routes.find((r) => matchPath({ path: r.path, caseSensitive: false }, candidate));
    if (route) return `${route.path.includes(':') ? candidate : route.path}${rest}`;
  }
  return null;
}
