import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslate } from 'react-admin';
import type { SettlementRunResult } from '../../../shared/api/office/index';
import { useOfficeAction } from '../../common/useOfficeAction';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Staff settle one ended site day; a day already paid pays nothing again. */
export function RunSettlementButton() {
  const translate = useTranslate();
  const { run: runAction, busy } = useOfficeAction();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(yesterday);

  const run = async () => {
    const done = await runAction(
      (dp) => dp.action<SettlementRunResult>('admin/settlements', 'run', { day }),
      ({ data }) => ({ message: 'office.settlement.done', args: { paid: data.paid.length, already: data.alreadyPaid } }),
    );
    if (done) setOpen(false);
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
