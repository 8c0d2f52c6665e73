import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useApi } from '../../apiContext';
import { API } from '../../../shared/endpoints/member';
import { formatMoney } from '../../format';
import { useSession } from '../../session';
import { useSiteData } from '../../site';
import { FailureAlert, useSubmit } from '../../ui';
import { AmountInput } from './AmountInput';
import { withdrawErrors, type FormErrors } from './cashRules';
import { RollingRemain } from './RollingRemain';
import { PinUnlockForm } from './PinUnlockForm';
import { ResultCode } from '../../../shared/resultCodes';

/** §2 withdrawal request: amount (not above the balance), withdrawal password; one idempotency key per request. */
export function WithdrawForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { cash, refreshMember } = useSession();
  const { options } = useSiteData();
  const [amount, setAmount] = useState<number | null>(null);
  const [withdrawPassword, setWithdrawPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<'amount' | 'withdrawPassword'>>({});
  const [sentCount, setSentCount] = useState(0);
  const [unlocked, setUnlocked] = useState(false);
  const submit = useSubmit((idempotencyKey: string) =>
    api.call(API.cash.withdraw, { amount: amount ?? undefined, withdrawPassword }, { idempotencyKey }),
  );

  const pinLocked = submit.failure?.code === ResultCode.WithdrawPinLocked;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = withdrawErrors({ amount, withdrawPassword }, cash);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setUnlocked(false);
    if (await submit.run()) {
      setAmount(null);
      setWithdrawPassword('');
      setSentCount((n) => n + 1);
      void refreshMember();
      onSent();
    }
  };

  return (
    <Stack spacing={2}>
      <Stack component="form" noValidate spacing={2} onSubmit={send} aria-label={t('front.cash.withdraw')}>
        <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography sx={{ fontWeight: 700 }}>
            {t('front.cash.balance')}: {formatMoney(cash)}
          </Typography>
          <RollingRemain version={sentCount} />
          <Typography variant="body2" color="text.secondary">
            {t('front.cash.bankMaintenance')}
          </Typography>
        </Box>
        <AmountInput
          value={amount}
          onChange={setAmount}
          error={errors.amount}
          min={options.withdrawMin}
          unit={options.withdrawUnit}
          disabled={submit.sending}
        />
        <TextField
          label={t('front.cash.withdrawPassword')}
          type="password"
          value={withdrawPassword}
          onChange={(e) => setWithdrawPassword(e.target.value.replace(/\D/g, ''))}
          error={Boolean(errors.withdrawPassword)}
          helperText={errors.withdrawPassword && t(errors.withdrawPassword)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8, autoComplete: 'off' } }}
          required
        />
        {!pinLocked && <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />}
        {unlocked && !submit.failure && <Alert severity="success">{t('front.cash.pinUnlocked')}</Alert>}
        {sentCount > 0 && !submit.failure && <Alert severity="success">{t('front.cash.withdrawSent')}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={submit.sending}>
          {t('front.cash.withdrawSubmit')}
        </Button>
      </Stack>
      {pinLocked && (
        <PinUnlockForm
          onUnlocked={() => {
            submit.clearFailure();
            setUnlocked(true);
          }}
        />
      )}
    </Stack>
  );
}
