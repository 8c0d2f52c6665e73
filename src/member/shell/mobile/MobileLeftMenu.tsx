import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Divider, Drawer, Link, List, ListItemButton, ListItemText } from '@mui/material';
import { useDevice } from '../../device/useDevice';
import { useSession } from '../../session';
import { useSiteData } from '../../site';
import { Logo } from '../common/Logo';
import { SnsLinks } from '../common/SnsLinks';
import { mobilePaths } from '../common/navPaths';
import { canSeePartner, PARTNER_PATH } from '../common/partnerAccess';

const items = [
  [mobilePaths.betList, 'front.nav.betList'],
  [mobilePaths.gameResult, 'front.nav.gameResult'],
  [mobilePaths.qna, 'front.nav.qna'],
  [mobilePaths.message, 'front.nav.message'],
  [mobilePaths.notice, 'front.nav.notice'],
  [mobilePaths.event, 'front.nav.event'],
  [mobilePaths.point, 'front.nav.point'],
  [mobilePaths.info, 'front.nav.info'],
  [mobilePaths.deposit, 'front.nav.deposit'],
  [mobilePaths.withdraw, 'front.nav.withdraw'],
] as const;

/** §2 mobile left menu; the drawer's backdrop is the layer mask that closes it. */
export function MobileLeftMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const { options } = useSiteData();
  const { switchTo } = useDevice();
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 264, bgcolor: '#10131a' } } }}>
      <Box sx={{ p: 2 }}>
        <Logo size={20} />
      </Box>
      <Divider />
      <List dense component="nav" aria-label={t('front.nav.menu')}>
        {items.map(([to, label]) => (
          <ListItemButton key={to} component={NavLink} to={to} sx={{ '&.active': { color: 'primary.main' } }}>
            <ListItemText primary={t(label)} />
          </ListItemButton>
        ))}
        {canSeePartner(options, member) && (
          <ListItemButton component="a" href={PARTNER_PATH} target="_blank" rel="noopener">
            <ListItemText primary={t('front.nav.partner')} slotProps={{ primary: { sx: { color: 'primary.main', fontWeight: 700 } } }} />
          </ListItemButton>
        )}
        <ListItemButton component={NavLink} to={mobilePaths.home}>
          <ListItemText primary={t('front.nav.home')} />
        </ListItemButton>
      </List>
      <Box sx={{ p: 2, mt: 'auto', display: 'grid', gap: 1.5 }}>
        <SnsLinks />
        <Link component="button" underline="hover" color="text.secondary" onClick={() => switchTo('desktop')} sx={{ fontSize: 13, textAlign: 'left' }}>
          {t('front.footer.desktopVersion')}
        </Link>
      </Box>
    </Drawer>
  );
}
