import { useCallback, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';

/**
 * A confirm step as a promise (§4 board delete/upload, §5 point conversion): `await ask(text)` is
 * true only when the member presses the confirm button. Render `dialog` once in the page.
 */
export function useConfirm(): { ask(message: string): Promise<boolean>; dialog: ReactElement } {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const resolver = useRef<(answer: boolean) => void>(() => undefined);

  const ask = useCallback(
    (text: string) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setMessage(text);
      }),
    [],
  );
  const answer = (value: boolean) => {
    setMessage(null);
    resolver.current(value);
  };

  const dialog = (
    <Dialog open={message !== null} onClose={() => answer(false)} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>{t('front.common.cancel')}</Button>
        <Button variant="contained" onClick={() => answer(true)} autoFocus>
          {t('front.common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, dialog };
}
