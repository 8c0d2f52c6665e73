import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import type { GameGroup } from '../../../shared/constants';
import { useSiteData, type Product } from '../../site';
import { EmptyState } from './EmptyState';
import { useOpenVendor } from './useOpenVendor';
import { VendorGrid } from './VendorGrid';

/** §2 game modals: the vendors of one group (the site's product list), in a grid padded to 4. */
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
        {vendors.length === 0 ? <EmptyState /> : <VendorGrid vendors={vendors} onChoose={choose} />}
      </DialogContent>
    </Dialog>
  );
}
