import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useApi } from '../../apiContext';
import { API } from '../../../shared/endpoints/member';
import { FailureAlert, useSubmit } from '../../ui';

/**
 * Withdrawals locked by 5 wrong withdrawal passwords (C029) are unlocked by the login password; a
 * wrong one counts toward the account's own lock after 8
 * (docs/architecture/security.md#lockouts-and-how-each-lifts).
 */
export function PinUnlockForm({ onUnlocked }: { onUnlocked(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [memPass, setMemPass] = useState('');
  const submit = useSubmit(() => api.call(API.cash.unlockPin, { memPass }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (memPass && (await submit.run())) {
      setMemPass('');
      onUnlocked();
    }
  };

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={send} aria-label={t('front.cash.pinUnlock')}>
      <Alert severity="warning">{t('api.C029')}</Alert>
      <TextField
        label={t('front.cash.pinUnlockPassword')}
        type="password"
        value={memPass}
        onChange={(e) => setMemPass(e.target.value)}
        slotProps={{ htmlInput: { autoComplete: 'current-password', maxLength: 100 } }}
        required
      />
      <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />
      <Button type="submit" variant="outlined" disabled={submit.sending || !memPass}>
        {t('front.cash.pinUnlock')}
      </Button>
    </Stack>
  );
}
