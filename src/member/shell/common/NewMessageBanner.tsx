import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import { useSession } from '../../session';
import { showsNewMessageBanner } from './newMessage';

/** §2 'new message' banner, linking to the member's message box. */
export function NewMessageBanner({ messageBoxPath }: { messageBoxPath: string }) {
  const { t } = useTranslation();
  const { unread } = useSession();
  const { pathname } = useLocation();
  if (!showsNewMessageBanner(unread, pathname)) return null;
  return (
    <Alert
      severity="warning"
      icon={<MarkEmailUnread />}
      sx={{ borderRadius: 0, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to={messageBoxPath} color="inherit" size="small" variant="outlined">
          {t('front.nav.message')} ({unread})
        </Button>
      }
    >
      {t('front.message.newArrived')}
    </Alert>
  );
}
