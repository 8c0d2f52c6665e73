import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../../shared/responsible/periods';
import { API } from '../../../shared/endpoints';
import { useOfficeAction } from '../../common/useOfficeAction';

const FIELD = { width: { xs: '100%', sm: 200 } };

/**
 * Staff impose (or change, or remove) their own limit on the member, at once. The member's own
 * limit stays and the stricter applies, so the member never plays above it.
 */
export function ImposeLimitForm({ memberId }: { memberId: number }) {
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');

  const submit = async () => {
    const value = amount.trim() === '' ? null : Number(amount);
    const result = await run(
      (dp) => dp.call(API.adminResponsible.setLimit, { memberId, kind, period, amount: value }),
      { message: 'office.responsible.imposed' },
    );
    // The screen refreshes after a success (the panel's read with it).
    if (result) setAmount('');
  };

  const valid = amount.trim() === '' || /^\d+$/.test(amount.trim());
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{translate('office.responsible.impose')}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('office.responsible.imposeRule')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={translate('office.responsible.col.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as LimitKind)}
          sx={FIELD}
        >
          {LIMIT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {translate(`office.responsible.kind.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('office.responsible.col.period')}
          value={period}
          onChange={(e) => setPeriod(e.target.value as LimitPeriod)}
          sx={FIELD}
        >
          {LIMIT_PERIODS.map((p) => (
            <MenuItem key={p} value={p}>
              {translate(`office.responsible.period.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate(kind === 'session' ? 'office.responsible.amountMinutes' : 'office.responsible.amountWon')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          sx={{ width: { xs: '100%', sm: 280 } }}
          error={!valid}
          helperText={translate('office.responsible.emptyRemoves')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button variant="contained" onClick={submit} disabled={busy || !valid} sx={{ mt: 1 }}>
          {translate('office.responsible.save')}
        </Button>
      </Box>
    </Box>
  );
}
