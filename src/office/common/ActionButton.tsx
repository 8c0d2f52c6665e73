import { useState, type ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import { useApiErrorNotify } from './useApiErrorNotify';

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
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const notify = useNotify();
  const notifyError = useApiErrorNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [memo, setMemo] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || !resource || (when && !when(record))) return null;

  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.action(resource, action, withMemo ? { id: record.id, memo } : { id: record.id });
      notify('office.actions.done', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button size="small" color={color} startIcon={icon} onClick={() => setOpen(true)} disabled={busy}>
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(label)}</DialogTitle>
        <DialogContent>
          {withMemo ? (
            <TextField label={translate('office.fields.memo')} value={memo} onChange={(e) => setMemo(e.target.value)} fullWidth multiline sx={{ mt: 1 }} autoFocus />
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
