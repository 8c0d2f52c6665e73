import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import type { TotpSetup } from '../../shared/api/office/index';
import { staffTotp } from '../../shared/endpoints/office';
import { useApiErrorNotify } from '../common/useApiErrorNotify';

/** §6 optional staff OTP: make a secret, add it to an authenticator app, confirm one code. */
export function TotpPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const onError = useApiErrorNotify();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [otp, setOtp] = useState('');
  // replacing a second factor already on needs the password and a current code
  // (docs/architecture/security.md#staff-sign-in)
  const [password, setPassword] = useState('');
  const [currentOtp, setCurrentOtp] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  const start = () =>
    run(async () => {
      setSetup(
        await dataProvider.call(staffTotp.setup, {
          ...(password && { password }),
          ...(currentOtp && { otp: currentOtp }),
        }),
      );
      setPassword('');
      setCurrentOtp('');
      setEnabled(false);
    });
  const enable = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await dataProvider.call(staffTotp.enable, { otp });
      setEnabled(true);
      notify('office.totp.enabled', { type: 'success' });
    });
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('office.menu.totp')} />
      <Card sx={{ maxWidth: 560 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2">{translate('office.totp.hint')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('office.totp.reEnrolHint')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                label={translate('office.login.memPass')}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
              />
              <TextField
                label={translate('office.totp.currentOtp')}
                value={currentOtp}
                onChange={(e) => setCurrentOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
              />
            </Stack>
            <Button variant="outlined" onClick={start} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {translate('office.totp.setup')}
            </Button>
            {setup && (
              <>
                <TextField
                  label={translate('office.totp.secret')}
                  value={setup.secret}
                  slotProps={{ input: { readOnly: true } }}
                />
                <TextField
                  label={translate('office.totp.url')}
                  value={setup.otpauthUrl}
                  multiline
                  slotProps={{ input: { readOnly: true } }}
                />
                <Stack component="form" direction="row" spacing={1} onSubmit={enable}>
                  <TextField
                    label={translate('office.login.otp')}
                    value={otp}
                    onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                  <Button type="submit" variant="contained" disabled={busy || otp.length !== 6}>
                    {translate('office.totp.enable')}
                  </Button>
                </Stack>
              </>
            )}
            {enabled && <Alert severity="success">{translate('office.totp.enabled')}</Alert>}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
