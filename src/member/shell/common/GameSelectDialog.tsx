import { useTranslation } from 'react-i18next';
import { Box, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import type { GameGroup } from '../../../shared/constants';
import { useSiteData, type Product } from '../../site';
import { EmptyState } from './EmptyState';
import { useOpenVendor } from './useOpenVendor';
import { VendorTile } from './VendorTile';
import { padToMultiple } from './vendorGrid';

/** §2 game modals: the vendors of one group from /api/common/productList, in a grid padded to 4. */
export function GameSelectDialog({ group, onClose }: { group: GameGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const openVendor = useOpenVendor();
  const { products } = useSiteData();
  const vendors = group ? products.filter((p) => p.groupCode === group) : [];

  const choose = (product: Product) => {
    if (openVendor(product)) onClose();
  };

  return (
    <Dialog open={group !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle sx={{ pr: 6 }}>
        {group && t(`front.nav.${group}`)}
        <IconButton aria-label={t('front.common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {vendors.length === 0 ? (
          <EmptyState />
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1.5 }}>
            {padToMultiple(vendors).map((vendor, i) =>
              vendor ? (
                <VendorTile key={String(vendor.procId)} product={vendor} onClick={() => choose(vendor)} />
              ) : (
                <Box key={`empty-${i}`} data-testid="vendor-empty-cell" sx={{ aspectRatio: { xs: '1 / 1', sm: '16 / 9' }, borderRadius: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', opacity: 0.4 }} />
              ),
            )}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
