import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { secureGameUrl } from './gameUrl';

/** §2 /slot/game (empty layout): the game address of the `url` query in a full-window frame. */
export function SlotGamePage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const url = secureGameUrl(query.get('url'));
  if (!url) {
    return (
      <Box role="status" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Typography variant="h6">{t('front.header.inready')}</Typography>
      </Box>
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
