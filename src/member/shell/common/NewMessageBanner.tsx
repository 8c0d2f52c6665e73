import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import { useSession } from '../../session';
import { showsNewMessageBanner } from './newMessage';

/**
 * §2 'new message' banner: it says a message arrived and offers to open the message box (it never
 * moves the member away from what they are doing, so it does not say it will).
 */
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
          {t('front.newMessage.open', { count: unread })}
        </Button>
      }
    >
      {t('front.newMessage.arrived')}
    </Alert>
  );
}
