import type { BoardListItem } from '../../shared/api/board';
import type { CommonCode, ProductEntry } from '../../shared/api/common';
import type { BannerItem, CashTickerItem, MainInfoResponse } from '../../shared/api/main';
import type { SiteCheckInfo } from '../../shared/api/site';

/** The start-up data of §7 under the names the member front uses. */
export type Product = ProductEntry;
export type Banner = BannerItem;
export type SiteCheck = SiteCheckInfo;
export type BoardTitle = BoardListItem;
export type CashRow = CashTickerItem;
export type MainInfo = Partial<MainInfoResponse>;
export type { CommonCode };

/** §4: a site-wide maintenance in effect sends the member to /warning. */
export const siteUnderMaintenance = (checks: SiteCheck[]): boolean =>
  checks.some((c) => c.type === 'site' && c.checkYn === 'Y');
