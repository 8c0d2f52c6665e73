import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { FlagRecord, ReviewAction } from '../../../shared/api/integrity';
import { API } from '../../../shared/endpoints';
import { useOfficeAction } from '../../common/useOfficeAction';

type Choice = ReviewAction | 'dismiss';
const COLORS: Record<Choice, 'warning' | 'error' | 'inherit'> = {
  lock_bet: 'warning',
  black: 'error',
  dismiss: 'inherit',
};

/** Staff judge an open flag once: lock the accounts' betting, black-list them, or dismiss; always with a memo. */
export function ReviewButtons() {
  const record = useRecordContext<FlagRecord>();
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [memo, setMemo] = useState('');
  if (!record || record.status !== 'open') return null;

  const label = (c: Choice) => `office.integrity.review.${c}`;
  const submit = async () => {
    if (!choice) return;
    const done = await run(
      (dp) =>
        choice === 'dismiss'
          ? dp.call(API.adminIntegrity.dismiss, { id: record.id, memo })
          : dp.call(API.adminIntegrity.accept, { id: record.id, action: choice, memo }),
      { message: 'office.actions.done' },
    );
    if (done) {
      setChoice(null);
      setMemo('');
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {(['lock_bet', 'black', 'dismiss'] as const).map((c) => (
        <Button key={c} variant="outlined" color={COLORS[c]} onClick={() => setChoice(c)} disabled={busy}>
          {translate(label(c))}
        </Button>
      ))}
      <Dialog open={choice !== null} onClose={() => setChoice(null)} fullWidth maxWidth="xs">
        <DialogTitle>{choice && translate(label(choice))}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('office.fields.memo')}
            helperText={translate('office.integrity.memoHelp')}
            value={memo}
            onChange={(e) => setMemo(e.target.value)}
            fullWidth
            multiline
            sx={{ mt: 1 }}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChoice(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            color={choice && choice !== 'dismiss' ? COLORS[choice] : 'primary'}
            onClick={submit}
            disabled={busy || !memo.trim()}
          >
            {busy ? <CircularProgress size={20} /> : choice && translate(label(choice))}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
