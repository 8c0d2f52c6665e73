import type { ComponentType } from 'react';
import type { LazyPage } from './lazyPage';

/** §2 guards: open to all, guests only (a member goes to /), or members only ('Please Log-in', then /). */
export type Access = 'open' | 'guest' | 'member';
export type Layout = 'default' | 'empty';

/** A route shows a page (lazily loaded, or a small in-bundle chooser) or only forwards (`/mypage` → `/mypage/info`). */
export type MemberRoute = {
  path: string;
  access: Access;
  layout?: Layout;
} & ({ page: LazyPage | ComponentType; redirect?: never } | { redirect: string; page?: never });
