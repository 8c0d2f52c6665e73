import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'react-admin';
import { adminBonusPayback } from '../../../shared/endpoints/bonusesOffice';
import { useOfficeAction } from '../../common/useOfficeAction';

/** An ended site week's payback run by hand (docs/domains/bonuses.md#weekly-payback): any day of the week names it. */
export function PaybackRunButton() {
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  const [open, setOpen] = useState(false);
  const [week, setWeek] = useState('');

  const pay = async () => {
    if (!week) return;
    const done = await run(
      (dp) => dp.call(adminBonusPayback.run, { week }),
      (r) => ({
        message: 'office.bonus.payback.done',
        args: {
          week: r.week,
          paid: r.paid,
          amount: r.amount.toLocaleString(),
          alreadyPaid: r.alreadyPaid,
          refused: r.refused,
        },
      }),
    );
    if (done) setOpen(false);
  };

  return (
    <>
      <Button size="small" startIcon={<ReplayIcon />} onClick={() => setOpen(true)}>
        {translate('office.bonus.payback.run')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('office.bonus.payback.run')}</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2">{translate('office.bonus.payback.help')}</DialogContentText>
          <TextField
            type="date"
            sx={{ mt: 2 }}
            fullWidth
            label={translate('office.bonus.payback.week')}
            value={week}
            onChange={(e) => setWeek(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button onClick={pay} disabled={busy || !week} variant="contained">
            {translate('office.bonus.payback.run')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
