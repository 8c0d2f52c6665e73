import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';

/** §2 live video: the site's player page framed at 16:9 (its origin is in the CSP's frame-src). */
export function LiveVideo({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'black',
      }}
    >
      <Box
        component="iframe"
        src={url}
        title={t('front.main.live')}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="no-referrer"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
