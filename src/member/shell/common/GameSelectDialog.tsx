import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useSession } from '../../session';
import { useSiteData, type Product } from '../../site';
import { EmptyState } from './EmptyState';
import { SPORTS_LIVE_PATH } from '../../features/sports/sportsPaths';
import { GROUP_PAGES, type MenuGameGroup } from './gameGroups';
import { gameTarget } from './gameTarget';
import { useOpenVendor } from './useOpenVendor';
import { VendorGrid } from './VendorGrid';

/**
 * §2 game modals: the vendors of one group (the site's product list), in a grid padded to 4, and a
 * link to the group's page. Signed in, a vendor that plays is a link to where it opens.
 */
export function GameSelectDialog({ group, onClose }: { group: MenuGameGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const openVendor = useOpenVendor();
  const { loggedIn } = useSession();
  const { products } = useSiteData();
  const vendors = group ? products.filter((p) => p.groupCode === group) : [];
  const linkOf = (product: Product) => (loggedIn ? gameTarget(product) : null);

  // a link moves the member itself; any other choice is told why it does not (signed out, not ready)
  const choose = (product: Product) => {
    if (linkOf(product)) onClose();
    else openVendor(product);
  };

  return (
    <Dialog open={group !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle sx={{ pr: 6, display: 'flex', alignItems: 'center', gap: 1 }}>
        {group && t(`front.nav.${group}`)}
        {group && loggedIn && (
          <Button size="small" component={RouterLink} to={GROUP_PAGES[group]} onClick={onClose}>
            {t('front.gameMenu.all')}
          </Button>
        )}
        {group === 'sports' && loggedIn && (
          <Button size="small" component={RouterLink} to={SPORTS_LIVE_PATH} onClick={onClose}>
            {t('front.sports.live.tab')}
          </Button>
        )}
        <IconButton
          aria-label={t('front.common.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {vendors.length === 0 ? <EmptyState /> : <VendorGrid vendors={vendors} onChoose={choose} linkOf={linkOf} />}
      </DialogContent>
    </Dialog>
  );
}
