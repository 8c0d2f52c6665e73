import { useState, type FormEvent } from 'react';
import { useLogin, useNotify, useTranslate, useLocaleState } from 'react-admin';
import { Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { ApiError } from '../../dataProvider/apiClient';
import { LANGUAGES } from '../../shared/locales';
import type { OfficeLoginParams } from '../../authProvider/officeAuthProvider';
import { rememberOfficeLanguage } from '../i18n/officeI18n';

/** Partners and staff sign in here; staff may add a TOTP code. */
export function OfficeLoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const [mode, setMode] = useState<OfficeLoginParams['mode']>('partner');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await login({ mode, username, password, otp: otp || undefined } satisfies OfficeLoginParams);
    } catch (error) {
      notify(`api.${error instanceof ApiError ? error.code : 'E001'}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', px: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit}>
          <Stack spacing={2}>
            <Typography variant="h5" sx={{ textAlign: "center" }}>
              {translate('office.login.title')}
            </Typography>
            <Tabs value={mode} onChange={(_e, value: OfficeLoginParams['mode']) => setMode(value)} variant="fullWidth">
              <Tab value="partner" label={translate('office.login.partner')} />
              <Tab value="staff" label={translate('office.login.staff')} />
            </Tabs>
            <TextField label={translate('office.login.memId')} value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" required />
            <TextField label={translate('office.login.memPass')} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
            {mode === 'staff' && (
              <TextField label={translate('office.login.otp')} value={otp} onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="one-time-code" />
            )}
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {busy ? <CircularProgress size={24} /> : translate('office.login.submit')}
            </Button>
            <TextField
              select
              size="small"
              label={translate('office.login.language')}
              value={locale}
              onChange={(e) => {
                rememberOfficeLanguage(e.target.value);
                void setLocale(e.target.value);
              }}
            >
              {LANGUAGES.map((lang) => (
                <MenuItem key={lang} value={lang}>
                  {translate(`front.lang.${lang}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
