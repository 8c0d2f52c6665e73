import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { notices } from './noticeStore';

/** The one alert dialog of the member front (replaces window.alert so it is styled and testable). */
export function NoticeHost() {
  const { t } = useTranslation();
  const message = useSyncExternalStore(notices.subscribe, notices.current);
  return (
    <Dialog open={message !== null} onClose={notices.dismiss} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText sx={{ color: 'text.primary', whiteSpace: 'pre-line' }}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={notices.dismiss} autoFocus>
          {t('front.common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
