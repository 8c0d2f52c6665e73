import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import ExitToApp from '@mui/icons-material/ExitToApp';
import { POPUP_CHECK_MS } from '../../../shared/constants';
import { useApi } from '../../apiContext';
import { useDevice } from '../../device/useDevice';
import { SHELL } from '../../theme';
import { gameWindow } from '../../realtime';
import { useSessionStore } from '../../session';
import { endGame, keepGameAlive } from '../games/launch';
import { secureGameUrl } from './gameUrl';

/** Where the member lands when the framed game ends (TK999, the keep-alive says it is over). */
const AFTER_GAME = '/member/slotgame';
/** The game's own bar above the frame: its title and the exit. */
const BAR_HEIGHT = 44;

/**
 * §2 /slot/game: the game address of the `url` query framed inside the site's layout (its header
 * and menu stay, docs/domains/vendors.md#money-left-at-a-vendor), under a bar with the game's
 * `title` and an exit, for the one vendor that plays in page (§4). It is the open game while shown:
 * the 10-second keep-alive runs, TK999 leaves it, and leaving it any way (the exit, a menu link,
 * Back) brings the vendor's money back (`group`, `vendor` name it).
 */
export function SlotGamePage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const url = secureGameUrl(query.get('url'));
  const group = query.get('group');
  const procId = Number(query.get('vendor'));
  const title = query.get('title') || t('front.nav.slot');
  const { device } = useDevice();
  const api = useApi();
  const store = useSessionStore();
  const navigate = useNavigate();

  useEffect(() => {
    if (!url || !group || !Number.isInteger(procId) || procId <= 0) return;
    const frame = { closed: false, close: () => navigate(AFTER_GAME, { replace: true }) };
    gameWindow.set(frame);
    const timer = setInterval(() => {
      keepGameAlive(api, store)
        .then((open) => open || gameWindow.close())
        .catch(() => undefined);
    }, POPUP_CHECK_MS);
    return () => {
      clearInterval(timer);
      frame.closed = true;
      if (gameWindow.get() === null) gameWindow.set(null);
      void endGame(api, store, { groupCode: group, procId }).catch(() => undefined);
    };
  }, [url, group, procId, api, store, navigate]);

  if (!url) {
    return (
      <Stack
        role="status"
        spacing={2}
        sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}
      >
        <Typography variant="h6">{t('front.header.inready')}</Typography>
        <Button component={RouterLink} to="/" variant="outlined">
          {t('front.nav.home')}
        </Button>
      </Stack>
    );
  }
  // the frame fills what the site's header (and the phone's tab bar) and the game's bar leave
  const around =
    device === 'mobile'
      ? SHELL.mobileHeaderHeight + SHELL.mobileFooterHeight + BAR_HEIGHT
      : SHELL.headerHeight + BAR_HEIGHT;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', height: BAR_HEIGHT, px: { xs: 1, md: 2 }, bgcolor: 'background.paper' }}
      >
        <Typography component="h1" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 700, fontSize: 15 }}>
          {title}
        </Typography>
        <Button
          size="small"
          variant="contained"
          color="secondary"
          startIcon={<ExitToApp />}
          onClick={() => navigate(AFTER_GAME)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('front.gameWallet.exit')}
        </Button>
      </Stack>
      <Box
        component="iframe"
        src={url}
        title={title}
        allow="autoplay; fullscreen"
        allowFullScreen
        sx={{ display: 'block', width: '100%', height: `calc(100dvh - ${around}px)`, minHeight: 360, border: 0 }}
      />
    </Box>
  );
}
