import { useTranslation } from 'react-i18next';
import { Box, Button, Typography } from '@mui/material';
import Construction from '@mui/icons-material/Construction';
import { Navigate } from 'react-router-dom';
import { Logo } from '../../shell/common/Logo';
import { useMaintenanceNow } from './useMaintenanceNow';

/**
 * §2/§4 maintenance page (empty layout): where INSPECT and site maintenance send the member.
 * Outside maintenance (an old bookmark, maintenance just over) it goes home.
 */
export default function WarningPage() {
  const { t } = useTranslation();
  const maintenance = useMaintenanceNow();
  if (maintenance === false) return <Navigate to="/" replace />;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 3,
        gap: 2,
        background: 'radial-gradient(circle at 50% 20%, #2a2113 0%, #0d0f14 60%)',
      }}
    >
      <Logo size={30} />
      <Construction sx={{ fontSize: 72, color: 'primary.main' }} />
      <Typography variant="h5" component="h1">
        {t('front.warning.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, whiteSpace: 'pre-line' }}>
        {t('front.warning.text')}
      </Typography>
      <Button variant="outlined" href="/">
        {t('front.common.retry')}
      </Button>
    </Box>
  );
}
