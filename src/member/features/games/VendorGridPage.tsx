import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { ProductEntry } from '../../../shared/api/common';
import { ListState, PageFrame, useApiList } from '../mypage/ui';
import { GameListDialog } from './GameListDialog';
import { padToMultiple } from './padToMultiple';
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
 * §2 game pages: the vendors of one group (/api/common/productList) in a grid padded to a multiple
 * of 4 (§9). A slot vendor opens its game list; every other vendor waits for play (front.header.inready).
 */
export function VendorGridPage({ group, provider }: VendorGridPageProps) {
  const { t } = useTranslation();
  const notice = useGameNotice();
  const list = useApiList<ProductEntry>('/api/common/productList', { groupCode: group }, 100);
  const vendors = list.rows.filter((vendor) => vendor.groupCode === group);
  const named = provider ? (vendors.find((vendor) => matches(vendor, provider)) ?? null) : null;
  const [chosen, setChosen] = useState<ProductEntry | null | undefined>(undefined);
  const open = chosen === undefined ? named : chosen;

  const choose = (vendor: ProductEntry) => (group === 'slot' ? setChosen(vendor) : notice());

  return (
    <PageFrame titleKey={`front.games.${group}`}>
      <ListState loading={list.loading} errorCode={list.errorCode} empty={vendors.length === 0} onRetry={list.reload}>
        <Box data-testid="vendor-grid" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: { xs: 1, sm: 2 } }}>
          {padToMultiple(vendors).map((vendor, index) =>
            vendor ? (
              <ButtonBase
                key={`${vendor.groupCode}-${vendor.procId}`}
                onClick={() => choose(vendor)}
                sx={{ flexDirection: 'column', borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
              >
                {vendor.image ? (
                  <Box component="img" src={vendor.image} alt="" sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />
                ) : (
                  <Box sx={{ width: '100%', aspectRatio: '16 / 9', display: 'grid', placeItems: 'center', bgcolor: 'primary.dark', color: 'primary.contrastText', typography: 'h6' }}>
                    {vendor.name.slice(0, 2).toUpperCase()}
                  </Box>
                )}
                <Typography sx={{ py: 1, fontWeight: 600 }}>{vendor.name}</Typography>
              </ButtonBase>
            ) : (
              <Box key={`empty-${index}`} data-testid="vendor-empty" aria-hidden sx={{ borderRadius: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', minHeight: 80 }} />
            ),
          )}
        </Box>
      </ListState>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('front.games.comingSoon')}
      </Typography>
      <GameListDialog vendor={open} onClose={() => setChosen(null)} />
    </PageFrame>
  );
}
