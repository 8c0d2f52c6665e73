import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import EmojiEvents from '@mui/icons-material/EmojiEvents';

/** The product name as the site's mark; always a way home. */
export function Logo({ size = 26 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        textDecoration: 'none',
        fontWeight: 900,
        fontSize: size,
        letterSpacing: 2,
      }}
    >
      <EmojiEvents sx={{ color: 'primary.main', fontSize: size * 1.1 }} />
      <Box
        component="span"
        sx={{
          background: 'linear-gradient(180deg,#fff3c4 0%,#e6b84f 55%,#b07d1f 100%)',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
        }}
      >
        {t('front.common.productName')}
      </Box>
    </Box>
  );
}
