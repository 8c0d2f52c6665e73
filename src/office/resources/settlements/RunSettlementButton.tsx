import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslate } from 'react-admin';
import type { SettlementRunResult } from '../../../shared/api/office/index';
import { addDays, siteDay } from '../../../shared/dates';
import { useSiteTzOffset } from '../../common/format';
import { useOfficeAction } from '../../common/useOfficeAction';

/** Staff settle one ended site day; a day already paid pays nothing again. */
export function RunSettlementButton() {
  const translate = useTranslate();
  const { run: runAction, busy } = useOfficeAction();
  const [open, setOpen] = useState(false);
  const tzOffset = useSiteTzOffset();
  // The last ended site day (§5 days are site days), proposed when the dialog opens.
  const [day, setDay] = useState('');
  const openDialog = () => {
    setDay(addDays(siteDay(new Date(), tzOffset), -1));
    setOpen(true);
  };

  const run = async () => {
    const done = await runAction(
      (dp) => dp.action<SettlementRunResult>('admin/settlements', 'run', { day }),
      ({ data }) => ({
        message: 'office.settlement.done',
        args: { paid: data.paid.length, already: data.alreadyPaid },
      }),
    );
    if (done) setOpen(false);
  };

  return (
    <>
      <Button size="small" startIcon={<PlayArrowIcon />} onClick={openDialog}>
        {translate('office.settlement.run')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('office.settlement.run')}</DialogTitle>
        <DialogContent>
          <TextField
            type="date"
            value={day}
            onChange={(e) => setDay(e.target.value)}
            sx={{ mt: 1 }}
            label={translate('office.fields.day')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
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
