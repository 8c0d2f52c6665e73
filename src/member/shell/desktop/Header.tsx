import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, Stack, useMediaQuery, useTheme } from '@mui/material';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import { useSession } from '../../session';
import { SHELL } from '../../theme';
import { Balance } from '../common/Balance';
import { LanguageMenu } from '../common/LanguageMenu';
import { LevelIcon } from '../common/LevelIcon';
import { Marquee } from '../common/Marquee';
import { desktopPaths } from '../common/navPaths';
import { usePointDialog } from '../common/usePointDialog';
import { UnreadMessages } from '../common/UnreadMessages';

const LoginDialog = lazy(() => import('../../features/auth/LoginDialog'));

/** §2 desktop header: login/signup or the member's level, nickname, balances, conversion, my page, logout; language. */
export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const [loginOpen, setLoginOpen] = useState(false);
  const points = usePointDialog();
  // below 1200px the labels of my page, logout and language give way to their icons
  const compact = useMediaQuery(useTheme().breakpoints.down('lg'));
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        bgcolor: 'rgba(13,15,20,0.92)',
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: SHELL.headerHeight, px: 3 }}>
        <Box sx={{ flex: 1 }} />
        {session.loggedIn && session.member ? (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LevelIcon level={session.member.memLevel} />
              <Box component="span" data-testid="header-nick" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
                {session.member.memNick}
              </Box>
            </Stack>
            <Stack
              direction="row"
              spacing={2}
              sx={{ flexShrink: 0, px: 2, py: 0.75, borderRadius: 5, bgcolor: 'rgba(255,255,255,0.05)' }}
            >
              <Balance
                label={t('front.common.cash')}
                amount={session.cash}
                colour="primary.main"
                testId="header-cash"
              />
              <Balance label={t('front.common.point')} amount={session.point} colour="#7dd3fc" testId="header-point" />
            </Stack>
            <Button
              size="small"
              variant="outlined"
              startIcon={<CurrencyExchange />}
              aria-haspopup="dialog"
              onClick={points.open}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('front.header.pointChange')}
            </Button>
            <UnreadMessages to={desktopPaths.message} />
            {compact ? (
              <>
                <IconButton
                  color="inherit"
                  component={RouterLink}
                  to={desktopPaths.mypage}
                  aria-label={t('front.nav.mypage')}
                >
                  <Person />
                </IconButton>
                <IconButton color="inherit" onClick={() => void session.logout()} aria-label={t('front.signin.logout')}>
                  <Logout />
                </IconButton>
              </>
            ) : (
              <>
                <Button
                  size="small"
                  color="inherit"
                  component={RouterLink}
                  to={desktopPaths.mypage}
                  startIcon={<Person />}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('front.nav.mypage')}
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => void session.logout()}
                  startIcon={<Logout />}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('front.signin.logout')}
                </Button>
              </>
            )}
          </>
        ) : (
          <>
            <Button variant="contained" onClick={() => setLoginOpen(true)}>
              {t('front.signin.submit')}
            </Button>
            <Button variant="contained" color="secondary" component={RouterLink} to="/signup">
              {t('front.signup.title')}
            </Button>
          </>
        )}
        <LanguageMenu compact={compact} />
      </Stack>
      <Marquee />
      {loginOpen && !session.loggedIn && (
        <Suspense fallback={null}>
          <LoginDialog open onClose={() => setLoginOpen(false)} />
        </Suspense>
      )}
      {points.element}
    </Box>
  );
}
