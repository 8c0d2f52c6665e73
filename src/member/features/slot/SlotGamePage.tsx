import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import { POPUP_CHECK_MS } from '../../../shared/constants';
import { useApi } from '../../apiContext';
import { gameWindow } from '../../realtime';
import { useSessionStore } from '../../session';
import { endGame, keepGameAlive } from '../games/launch';
import { secureGameUrl } from './gameUrl';

/** Where the member lands when the framed game ends (TK999, the keep-alive says it is over). */
const AFTER_GAME = '/member/slotgame';

/**
 * §2 /slot/game (empty layout): the game address of the `url` query in a full-window frame, for the
 * one vendor that plays in page (§4). It is the open game while shown: the 10-second keep-alive runs,
 * TK999 leaves it, and leaving brings the vendor's money back (`group`, `vendor` name it).
 */
export function SlotGamePage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const url = secureGameUrl(query.get('url'));
  const group = query.get('group');
  const procId = Number(query.get('vendor'));
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
      <Stack role="status" spacing={2} sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Typography variant="h6">{t('front.header.inready')}</Typography>
        {/* The empty layout has no menu: the way back to the site. */}
        <Button component={RouterLink} to="/" variant="outlined">
          {t('front.nav.home')}
        </Button>
      </Stack>
    );
  }
  return (
    <Box
      component="iframe"
      src={url}
      title={t('front.nav.slot')}
      allow="autoplay; fullscreen"
      allowFullScreen
      sx={{ display: 'block', width: '100vw', height: '100vh', border: 0 }}
    />
  );
}
