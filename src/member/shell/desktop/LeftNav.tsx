import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Box,
  ButtonBase,
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Mail from '@mui/icons-material/Mail';
import Campaign from '@mui/icons-material/Campaign';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Stars from '@mui/icons-material/Stars';
import Person from '@mui/icons-material/Person';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Payments from '@mui/icons-material/Payments';
import Handshake from '@mui/icons-material/Handshake';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Cyclone from '@mui/icons-material/Cyclone';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import Forum from '@mui/icons-material/Forum';
import Quiz from '@mui/icons-material/Quiz';
import Scoreboard from '@mui/icons-material/Scoreboard';
import { SHELL } from '../../theme';
import { useSession } from '../../session';
import { useSiteData } from '../../site';
import { GameSelectDialog } from '../common/GameSelectDialog';
import { GROUP_LOOKS, MENU_GAME_GROUPS, type MenuGameGroup } from '../common/gameGroups';
import { Logo } from '../common/Logo';
import { SnsLinks } from '../common/SnsLinks';
import { desktopPaths } from '../common/navPaths';
import { canSeePartner, PARTNER_PATH } from '../common/partnerAccess';

type NavItem = { to: string; label: string; icon: ReactNode };

/**
 * §2 desktop left navigation: game openers, member links, the partner link and SNS links; then
 * what Korean sites keep in reach (attendance, roulette, coupons) and the community pages.
 */
export function LeftNav() {
  const { t } = useTranslation();
  const { member } = useSession();
  const { options, mainInfo } = useSiteData();
  const [group, setGroup] = useState<MenuGameGroup | null>(null);
  const links: NavItem[] = [
    { to: desktopPaths.betList, label: 'front.nav.betList', icon: <ReceiptLong /> },
    { to: desktopPaths.qna, label: 'front.nav.qna', icon: <HelpOutline /> },
    { to: desktopPaths.message, label: 'front.nav.message', icon: <Mail /> },
    { to: desktopPaths.notice, label: 'front.nav.notice', icon: <Campaign /> },
    // §2: the event link only when the main info lists events
    ...(mainInfo.eventList?.length
      ? [{ to: desktopPaths.event, label: 'front.nav.event', icon: <CardGiftcard /> }]
      : []),
    { to: desktopPaths.point, label: 'front.nav.point', icon: <Stars /> },
    { to: desktopPaths.mypage, label: 'front.nav.mypage', icon: <Person /> },
    { to: desktopPaths.deposit, label: 'front.nav.deposit', icon: <AccountBalanceWallet /> },
    { to: desktopPaths.withdraw, label: 'front.nav.withdraw', icon: <Payments /> },
  ];
  const more: NavItem[] = [
    { to: desktopPaths.attendance, label: 'front.nav.attendance', icon: <EventAvailable /> },
    { to: desktopPaths.rotary, label: 'front.nav.rotary', icon: <Cyclone /> },
    { to: desktopPaths.coupon, label: 'front.nav.coupon', icon: <ConfirmationNumber /> },
    { to: desktopPaths.board, label: 'front.nav.board', icon: <Forum /> },
    { to: desktopPaths.faq, label: 'front.nav.faq', icon: <Quiz /> },
    { to: desktopPaths.gameResult, label: 'front.nav.gameResult', icon: <Scoreboard /> },
  ];
  const item = (l: NavItem) => (
    <ListItemButton
      key={l.to}
      component={NavLink}
      to={l.to}
      sx={{ borderRadius: 2, '&.active': { bgcolor: 'rgba(230,184,79,0.12)', color: 'primary.main' } }}
    >
      <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>{l.icon}</ListItemIcon>
      <ListItemText primary={t(l.label)} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 600 } } }} />
    </ListItemButton>
  );
  return (
    <Box
      component="nav"
      aria-label={t('front.nav.menu')}
      sx={{
        width: SHELL.navWidth,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        overflowY: 'auto',
        bgcolor: '#10131a',
        borderRight: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ height: SHELL.headerHeight, display: 'flex', alignItems: 'center', px: 2.5 }}>
        <Logo />
      </Box>
      <Box sx={{ display: 'grid', gap: 0.75, px: 1.5, pb: 1.5 }}>
        {MENU_GAME_GROUPS.map((g) => (
          <ButtonBase
            key={g}
            aria-haspopup="dialog"
            onClick={() => setGroup(g)}
            sx={{
              justifyContent: 'flex-start',
              gap: 1.5,
              px: 2,
              py: 1.1,
              borderRadius: 2,
              fontWeight: 800,
              fontSize: 15,
              background: `linear-gradient(90deg, ${GROUP_LOOKS[g].tint}40 0%, transparent 100%)`,
              borderLeft: 3,
              borderColor: GROUP_LOOKS[g].tint,
              '&:hover': { background: `linear-gradient(90deg, ${GROUP_LOOKS[g].tint}70 0%, transparent 100%)` },
            }}
          >
            {GROUP_LOOKS[g].icon}
            {t(`front.nav.${g}`)}
          </ButtonBase>
        ))}
      </Box>
      <Divider />
      <List dense sx={{ px: 1 }}>
        {links.map(item)}
        {canSeePartner(options, member) && (
          <ListItemButton component="a" href={PARTNER_PATH} target="_blank" rel="noopener" sx={{ borderRadius: 2 }}>
            <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
              <Handshake />
            </ListItemIcon>
            <ListItemText
              primary={t('front.nav.partner')}
              slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 700, color: 'primary.main' } } }}
            />
          </ListItemButton>
        )}
      </List>
      <Divider />
      <List
        dense
        sx={{ px: 1 }}
        subheader={
          <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>{t('front.gameMenu.more')}</ListSubheader>
        }
      >
        {more.map(item)}
      </List>
      <Box sx={{ mt: 'auto', p: 1.5 }}>
        <SnsLinks />
      </Box>
      <GameSelectDialog group={group} onClose={() => setGroup(null)} />
    </Box>
  );
}
