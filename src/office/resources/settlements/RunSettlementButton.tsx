import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { OfficeDataProvider } from '../../../dataProvider/officeDataProvider';
import type { SettlementRunResult } from '../../../shared/api/office/index';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Staff settle one ended site day; a day already paid pays nothing again. */
export function RunSettlementButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const notify = useNotify();
  const notifyError = useApiErrorNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(yesterday);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.action<SettlementRunResult>('admin/settlements', 'run', { day });
      notify('office.settlement.done', { type: 'success', messageArgs: { paid: data.paid.length, already: data.alreadyPaid } });
      refresh();
      setOpen(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<PlayArrowIcon />} onClick={() => setOpen(true)}>
        {translate('office.settlement.run')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('office.settlement.run')}</DialogTitle>
        <DialogContent>
          <TextField type="date" value={day} onChange={(e) => setDay(e.target.value)} sx={{ mt: 1 }} label={translate('office.fields.day')} slotProps={{ inputLabel: { shrink: true } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={run} disabled={busy}>
            {translate('office.settlement.run')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
