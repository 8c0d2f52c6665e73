import { useState, type ReactNode } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useOfficeAction } from './useOfficeAction';

interface ActionButtonProps {
  /** The action of the resource: POST /api/<resource>/<action> { id, ... }. */
  action: string;
  label: string;
  icon?: ReactNode;
  color?: 'primary' | 'success' | 'error' | 'warning' | 'inherit';
  /** Ask for a memo first (refusals). */
  withMemo?: boolean;
  /** Hide the button for records it does not apply to. */
  when?: (record: Record<string, unknown>) => boolean;
}

/** A row or page action (approve, refuse…) with a confirmation, the server's code on refusal. */
export function ActionButton({ action, label, icon, color = 'primary', withMemo, when }: ActionButtonProps) {
  const record = useRecordContext<Record<string, unknown> & { id: string | number }>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { run: runAction, busy } = useOfficeAction();
  const [open, setOpen] = useState(false);
  const [memo, setMemo] = useState('');
  // On a phone a row's actions are icons, so the pinned actions column leaves room for the row.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!record || !resource || (when && !when(record))) return null;

  const run = async () => {
    const done = await runAction(
      (dp) => dp.action(resource, action, withMemo ? { id: record.id, memo } : { id: record.id }),
      { message: 'office.actions.done' },
    );
    if (done) setOpen(false);
  };

  return (
    <span onClick={(e) => e.stopPropagation()}>
      {phone && icon ? (
        <Tooltip title={translate(label)}>
          <IconButton
            size="small"
            color={color}
            aria-label={translate(label)}
            onClick={() => setOpen(true)}
            disabled={busy}
          >
            {icon}
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          color={color}
          startIcon={icon}
          onClick={() => setOpen(true)}
          disabled={busy}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(label)}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(label)}</DialogTitle>
        <DialogContent>
          {withMemo ? (
            <TextField
              label={translate('office.fields.memo')}
              value={memo}
              onChange={(e) => setMemo(e.target.value)}
              fullWidth
              multiline
              sx={{ mt: 1 }}
              autoFocus
            />
          ) : (
            translate('office.actions.confirm')
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color={color === 'inherit' ? 'primary' : color} onClick={run} disabled={busy}>
            {busy ? <CircularProgress size={20} /> : translate(label)}
          </Button>
        </DialogActions>
      </Dialog>
    </span>
  );
}
