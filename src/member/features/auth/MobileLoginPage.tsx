import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, Paper, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { Logo } from '../../shell/common/Logo';
import { LoginForm } from './LoginForm';

/** §2 mobile login popup (its own route, empty layout): the close button returns to the main. */
export default function MobileLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'radial-gradient(circle at 50% 0%, #2a2113 0%, #0d0f14 60%)',
      }}
    >
      <Paper
        sx={{ width: '100%', maxWidth: 400, p: 3, position: 'relative' }}
        role="dialog"
        aria-labelledby="mobile-login-title"
      >
        <IconButton
          aria-label={t('front.common.close')}
          onClick={() => navigate('/')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <Logo size={24} />
          <Typography id="mobile-login-title" variant="h6" sx={{ mt: 1 }}>
            {t('front.signin.title')}
          </Typography>
        </Box>
        <LoginForm onDone={() => navigate('/', { replace: true })} />
        <Button component={RouterLink} to="/signup" fullWidth sx={{ mt: 1 }}>
          {t('front.signup.title')}
        </Button>
      </Paper>
    </Box>
  );
}
