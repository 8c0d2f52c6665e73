import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Payments from '@mui/icons-material/Payments';
import Home from '@mui/icons-material/Home';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Campaign from '@mui/icons-material/Campaign';
import { mobilePaths } from '../common/navPaths';

const items = [
  [mobilePaths.deposit, 'front.nav.deposit', <AccountBalanceWallet key="d" />],
  [mobilePaths.withdraw, 'front.nav.withdraw', <Payments key="w" />],
  [mobilePaths.home, 'front.nav.home', <Home key="h" />],
  [mobilePaths.qna, 'front.nav.qna', <HelpOutline key="q" />],
  [mobilePaths.notice, 'front.nav.notice', <Campaign key="n" />],
] as const;

/** §2 mobile footer: deposit, withdrawal, home, Q&A, notices. */
export function MobileFooter() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = items.find(([to]) => to === pathname)?.[0] ?? false;
  return (
    <Paper
      component="footer"
      square
      elevation={8}
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 11, borderTop: 1, borderColor: 'divider' }}
    >
      <BottomNavigation showLabels value={current} sx={{ bgcolor: '#10131a', height: 58 }}>
        {items.map(([to, label, icon]) => (
          <BottomNavigationAction
            key={to}
            value={to}
            component={RouterLink}
            to={to}
            label={t(label)}
            icon={icon}
            sx={{ minWidth: 0, px: 0.5, '& .MuiBottomNavigationAction-label': { fontSize: 11 } }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
