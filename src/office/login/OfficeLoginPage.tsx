import { useState, type FormEvent } from 'react';
import { useLogin, useNotify, useTranslate, useLocaleState } from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ApiError } from '../../dataProvider/apiClient';
import { LANGUAGES } from '../../shared/locales';
import type { OfficeLoginParams } from '../../authProvider/officeAuthProvider';
import { rememberOfficeLanguage } from '../i18n/officeI18n';

/**
 * Partners and staff sign in on this one form (docs/domains/identity.md#office-sign-in): the server
 * tells them apart, so there is no tab to get wrong; the form says so, and what each signs in with. The TOTP field appears when the server asks
 * for it (U003 with data.otp: a staff account with two-step login).
 */
export function OfficeLoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const [askOtp, setAskOtp] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await login({ username, password, otp: otp || undefined } satisfies OfficeLoginParams);
    } catch (error) {
      const wantsOtp = error instanceof ApiError && (error.data as { otp?: boolean } | null)?.otp === true;
      if (wantsOtp && !askOtp) {
        setAskOtp(true);
        notify('office.login.otpNeeded', { type: 'info' });
        return;
      }
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
            <Typography variant="h5" sx={{ textAlign: 'center' }}>
              {translate('office.login.title')}
            </Typography>
            <Box data-testid="login-who" sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate('office.desk.login.who')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('office.desk.login.partner')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('office.desk.login.staff')}
              </Typography>
            </Box>
            <TextField
              label={translate('office.login.memId')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="username"
              required
            />
            <TextField
              label={translate('office.login.memPass')}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              required
            />
            {askOtp && (
              <TextField
                label={translate('office.login.otp')}
                value={otp}
                onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                required
              />
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
