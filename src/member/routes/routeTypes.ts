import type { ComponentType, LazyExoticComponent } from 'react';

/** §2 guards: open to all, guests only (a member goes to /), or members only ('Please Log-in', then /). */
export type Access = 'open' | 'guest' | 'member';
export type Layout = 'default' | 'empty';

export interface MemberRoute {
  path: string;
  page?: LazyExoticComponent<ComponentType> | ComponentType;
  /** A route that only forwards (`/mypage` → `/mypage/info`). */
  redirect?: string;
  access: Access;
  layout?: Layout;
}
