import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import { secureGameUrl } from './gameUrl';

/** §2 /slot/game (empty layout): the game address of the `url` query in a full-window frame. */
export function SlotGamePage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const url = secureGameUrl(query.get('url'));
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
