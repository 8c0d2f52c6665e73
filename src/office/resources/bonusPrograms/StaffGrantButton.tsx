import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { useTranslate } from 'react-admin';
import { adminBonusGrants, adminBonusPrograms } from '../../../shared/endpoints/bonusesOffice';
import { field } from '../../common/labels';
import { useOfficeAction } from '../../common/useOfficeAction';
import { useOfficeCall } from '../../common/useOfficeCall';

/** A staff grant (docs/domains/bonuses.md#staff-grants): a member, a staff program, an amount (else the level's), a memo. */
export function StaffGrantButton() {
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  const [open, setOpen] = useState(false);
  const [programId, setProgramId] = useState<number | ''>('');
  const [memId, setMemId] = useState('');
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const programs = useOfficeCall(
    adminBonusPrograms.list,
    { page: 1, perPage: 100, filter: { kind: 'staff', enabled: true } },
    open,
  );

  const grant = async () => {
    if (programId === '' || !memId.trim()) return;
    const data = { memId: memId.trim(), programId, memo, ...(amount ? { amount: Number(amount) } : {}) };
    const done = await run(
      (dp) => dp.call(adminBonusGrants.create, { data }),
      (r) => ({ message: 'office.bonus.grantedTo', args: { memId: r.memId, amount: r.granted.toLocaleString() } }),
    );
    if (done) {
      setOpen(false);
      setMemId('');
      setAmount('');
      setMemo('');
    }
  };

  const staffPrograms = programs.data?.list ?? [];
  return (
    <>
      <Button size="small" startIcon={<CardGiftcardIcon />} onClick={() => setOpen(true)}>
        {translate('office.bonus.grant')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('office.bonus.grant')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label={translate(field('memId'))}
              value={memId}
              onChange={(e) => setMemId(e.target.value)}
              required
            />
            <TextField
              select
              label={translate(field('bonusProgram'))}
              value={programId}
              onChange={(e) => setProgramId(Number(e.target.value))}
              required
              helperText={programs.isLoading || staffPrograms.length ? ' ' : translate('office.bonus.noStaffProgram')}
            >
              {staffPrograms.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="number"
              label={translate(field('amount'))}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              helperText={translate('office.bonus.help.grantAmount')}
              slotProps={{ htmlInput: { min: 1, step: 1_000 } }}
            />
            <TextField label={translate(field('memo'))} value={memo} onChange={(e) => setMemo(e.target.value)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button onClick={grant} disabled={busy || programId === '' || !memId.trim()} variant="contained">
            {translate('office.bonus.grant')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
