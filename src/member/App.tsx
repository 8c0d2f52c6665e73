import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CssBaseline, Stack, TextField, Typography } from '@mui/material';
import type { LoginResponse } from '../shared/api/member';
import { ApiError } from '../dataProvider/apiClient';
import { api, memberTokens } from './api';

/** First screen: the login against the API (the full member front grows from here). */
export function App() {
  const { t } = useTranslation();
  const [memId, setMemId] = useState('');
  const [memPass, setMemPass] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [nick, setNick] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!memId) return setError(t('front.signin.emptyMemId'));
    if (!memPass) return setError(t('front.signin.emptyMemPass'));
    try {
      const res = await api.call<LoginResponse>('/api/member/login', { memId, memPass });
      memberTokens.set({ token: res.token, expiresAt: res.expiresAt });
      setNick(res.member.memNick);
      setError(null);
    } catch (e) {
      setError(t(`api.${e instanceof ApiError ? e.code : 'E001'}`));
    }
  };

  return (
    <>
      <CssBaseline />
      <Box component="form" onSubmit={submit} sx={{ maxWidth: 360, mx: 'auto', mt: 8, px: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5">{t('front.common.productName')}</Typography>
          {nick && <Alert severity="success">{nick}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label={t('front.signin.memId')} value={memId} onChange={(e) => setMemId(e.target.value)} autoComplete="username" />
          <TextField label={t('front.signin.memPass')} type="password" value={memPass} onChange={(e) => setMemPass(e.target.value)} autoComplete="current-password" />
          <Button type="submit" variant="contained">{t('front.signin.submit')}</Button>
        </Stack>
      </Box>
    </>
  );
}
