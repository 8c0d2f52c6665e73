import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { LoginForm } from './LoginForm';

/** §2 desktop login modal. */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle sx={{ pr: 6 }}>
        {t('front.signin.title')}
        <IconButton
          aria-label={t('front.common.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {open && <LoginForm onDone={onClose} />}
        <Button component={RouterLink} to="/signup" onClick={onClose} fullWidth sx={{ mt: 1 }}>
          {t('front.signup.title')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
