import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import type { ProductEntry } from '../../../shared/api/common';
import { API } from '../../../shared/endpoints/member';
import { VendorGrid } from '../../shell/common/VendorGrid';
import { ListState, PageFrame, useApiList } from '../../ui';
import { GameListDialog } from './GameListDialog';
import { useGameNotice } from './useGameNotice';

export type GameGroup = 'casino' | 'slot' | 'sports' | 'minigame' | 'esport' | 'virtual' | 'fishing';

interface VendorGridPageProps {
  group: GameGroup;
  /** A slot provider named by the route (/member/slotgame/<provider>): its game list opens at once. */
  provider?: string;
}

const matches = (vendor: ProductEntry, provider: string) =>
  [vendor.lobbySymbol, vendor.name, String(vendor.procId)].some((name) => name.toLowerCase().replace(/[\s_-]/g, '') === provider.toLowerCase().replace(/[\s_-]/g, ''));

/**
 * §2 game pages: the vendors of one group in a grid padded to a multiple
 * of 4 (§9). A slot vendor opens its game list; every other vendor waits for play (front.header.inready).
 */
export function VendorGridPage({ group, provider }: VendorGridPageProps) {
  const { t } = useTranslation();
  const notice = useGameNotice();
  const list = useApiList(API.common.products, { groupCode: group }, 100);
  const vendors = list.rows.filter((vendor) => vendor.groupCode === group);
  const named = provider ? (vendors.find((vendor) => matches(vendor, provider)) ?? null) : null;
  const [chosen, setChosen] = useState<ProductEntry | null | undefined>(undefined);
  const open = chosen === undefined ? named : chosen;

  const choose = (vendor: ProductEntry) => (group === 'slot' ? setChosen(vendor) : notice());

  return (
    <PageFrame titleKey={`front.games.${group}`}>
      <ListState loading={list.loading} errorCode={list.errorCode} empty={vendors.length === 0} onRetry={list.reload}>
        <VendorGrid vendors={vendors} onChoose={choose} />
      </ListState>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('front.games.comingSoon')}
      </Typography>
      <GameListDialog vendor={open} onClose={() => setChosen(null)} />
    </PageFrame>
  );
}
