import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ProductEntry } from '../../../shared/api/common';
import { API } from '../../../shared/endpoints/member';
import { VendorGrid } from '../../shell/common/VendorGrid';
import { useOpenVendor } from '../../shell/common/useOpenVendor';
import { useSiteData, vendorStatus } from '../../site';
import { ListState, PageFrame, useApiList } from '../../ui';
import { GameListDialog } from './GameListDialog';
import { LaunchIndicator } from './launch';
import { vendorNamed } from './slotProviders';

export type GameGroup = 'casino' | 'slot' | 'sports' | 'minigame' | 'esport' | 'virtual' | 'fishing';

/**
 * §2 game pages: the vendors of one group from the catalogue in a grid padded to a multiple of 4
 * (§9). A vendor opens its game list (§2 game modal); the route may name one to open at once: a
 * slot provider sub-route (/member/slotgame/<provider>) or `?vendor=<code>` from a header modal.
 */
export function VendorGridPage({ group, provider }: { group: GameGroup; provider?: string }) {
  const openVendor = useOpenVendor();
  const list = useApiList(API.common.products, { groupCode: group }, 100);
  const { siteChecks } = useSiteData();
  const [query] = useSearchParams();
  const vendors = list.rows.filter((vendor) => vendor.groupCode === group);
  const routed = useParams().provider;
  const named = vendorNamed(vendors, provider ?? routed ?? query.get('vendor'));
  const [chosen, setChosen] = useState<ProductEntry | null | undefined>(undefined);
  const open = chosen === undefined ? named : chosen;

  return (
    <PageFrame titleKey={`front.games.${group}`}>
      <ListState loading={list.loading} errorCode={list.errorCode} empty={vendors.length === 0} onRetry={list.reload}>
        {/* The house minigames have their own play pages; every vendor group opens its game list. */}
        <VendorGrid vendors={vendors} onChoose={group === 'minigame' ? openVendor : setChosen} />
      </ListState>
      <GameListDialog
        vendor={open}
        status={open ? vendorStatus(open, siteChecks) : 'ready'}
        onClose={() => setChosen(null)}
      />
      <LaunchIndicator />
    </PageFrame>
  );
}
