import type { ApiClient } from '../../../../dataProvider/apiClient';
import { POPUP_SIZES } from '../../../../shared/constants';
import { API } from '../../../../shared/endpoints/member';
import type { Product } from '../../../site';
import type { WindowSize } from './gameLaunch';

/** What the member asked to open: a vendor (its lobby) or one of its games. */
export interface LaunchTarget {
  vendor: Product;
  gameKey?: string;
  isMobile: boolean;
  lang: string;
}

/**
 * §7 launch calls: casino and slot have their own (casinoOpen / slotOpen refused on the server),
 * every other group (virtual, e-sports, fishing) the generic one. §5: empty parameters are left out.
 */
export function launchCall(
  api: ApiClient,
  { vendor, gameKey, isMobile, lang }: LaunchTarget,
  idempotencyKey: string,
): Promise<{ gameUrl: string }> {
  const common = {
    vendorKey: vendor.procId,
    isMobile: isMobile ? 1 : 0,
    lang,
    ...(gameKey ? { gameKey } : {}),
  } as const;
  switch (vendor.groupCode) {
    case 'casino':
      return api.call(API.game.casino, { ...common, gameGroup: vendor.groupCode }, { idempotencyKey });
    case 'slot':
      return api.call(API.game.slot, common, { idempotencyKey });
    default:
      return api.call(API.game.launch, { ...common, gameType: vendor.groupCode }, { idempotencyKey });
  }
}

/** §9 window sizes: casino and slot 1280x720, the generic launch 1500x800. */
export const windowSizeFor = (group: string): WindowSize =>
  group === 'casino' || group === 'slot' ? POPUP_SIZES[group] : POPUP_SIZES.generic;
