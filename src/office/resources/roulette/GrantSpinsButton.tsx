import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { useTranslate } from 'react-admin';
import { adminRouletteGrants } from '../../../shared/endpoints/promotionsOffice';
import { field } from '../../common/labels';
import { useOfficeAction } from '../../common/useOfficeAction';

/** Staff give a member roulette spins (audited). */
export function GrantSpinsButton() {
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  const [open, setOpen] = useState(false);
  const [memId, setMemId] = useState('');
  const [count, setCount] = useState('1');

  const grant = async () => {
    const done = await run(
      (dp) => dp.call(adminRouletteGrants.create, { data: { memId, count: Number(count) } }),
      (r) => ({ message: 'office.promotions.granted', args: { count: r.granted } }),
    );
    if (done) setOpen(false);
  };

  return (
    <>
      <Button size="small" startIcon={<CardGiftcardIcon />} onClick={() => setOpen(true)}>
        {translate('office.promotions.grant')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('office.promotions.grant')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField label={translate(field('memId'))} value={memId} onChange={(e) => setMemId(e.target.value)} />
            <TextField
              type="number"
              label={translate(field('count'))}
              value={count}
              onChange={(e) => setCount(e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 100 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void grant()} disabled={busy || !memId.trim()}>
            {translate('office.promotions.grant')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
