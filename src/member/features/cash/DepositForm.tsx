import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import type { YN } from '../../../shared/enums';
import { useApi } from '../../apiContext';
import { API } from '../../../shared/endpoints/member';
import { useSession } from '../../session';
import { useSiteData } from '../../site';
import { FailureAlert, useSubmit } from '../../ui';
import { AmountInput } from './AmountInput';
import { depositErrors, type FormErrors } from './cashRules';
import { SiteAccountBox } from './SiteAccountBox';
import { BonusChoice } from './BonusChoice';

/**
 * §2 deposit request: depositor, amount (quick buttons), the level's point bonus, and a bonus
 * program the member may choose now (docs/domains/bonuses.md#deposit-bonuses); one idempotency key
 * per request.
 */
export function DepositForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { member } = useSession();
  const { options } = useSiteData();
  // Untouched, the depositor is the member's account holder, which arrives after a reload.
  const [typedDepositor, setDepositor] = useState<string | null>(null);
  const depositor = typedDepositor ?? member?.accountHolder ?? '';
  const [amount, setAmount] = useState<number | null>(null);
  const [bonusYn, setBonusYn] = useState<YN>('N');
  const [bonusProgramId, setBonusProgramId] = useState<number | null>(null);
  const [offersVersion, setOffersVersion] = useState(0);
  const [errors, setErrors] = useState<FormErrors<'depositor' | 'amount'>>({});
  const [done, setDone] = useState(false);
  const submit = useSubmit((idempotencyKey: string) =>
    api.call(
      API.cash.deposit,
      {
        depositor: depositor.trim(),
        amount: amount ?? undefined,
        bonusYn,
        ...(bonusProgramId !== null && { bonusProgramId }),
      },
      { idempotencyKey },
    ),
  );

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const found = depositErrors({ depositor, amount });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await submit.run()) {
      setAmount(null);
      setBonusProgramId(null);
      setOffersVersion((v) => v + 1);
      setDone(true);
      onSent();
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={send} aria-label={t('front.cash.deposit')}>
      <SiteAccountBox />
      <TextField
        label={t('front.cash.depositor')}
        value={depositor}
        onChange={(e) => setDepositor(e.target.value)}
        error={Boolean(errors.depositor)}
        helperText={errors.depositor && t(errors.depositor)}
        required
      />
      <AmountInput
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        min={options.depositMin}
        unit={options.depositUnit}
        disabled={submit.sending}
      />
      <BonusChoice amount={amount} value={bonusProgramId} onChange={setBonusProgramId} version={offersVersion} />
      <div>
        <Typography variant="subtitle2">{t('front.cash.bonus')}</Typography>
        <RadioGroup row value={bonusYn} onChange={(e) => setBonusYn(e.target.value as YN)}>
          <FormControlLabel value="Y" control={<Radio />} label={t('front.cash.bonusYes')} />
          <FormControlLabel value="N" control={<Radio />} label={t('front.cash.bonusNo')} />
        </RadioGroup>
      </div>
      <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />
      {done && <Alert severity="success">{t('front.cash.depositSent')}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={submit.sending}>
        {t('front.cash.depositSubmit')}
      </Button>
    </Stack>
  );
}
