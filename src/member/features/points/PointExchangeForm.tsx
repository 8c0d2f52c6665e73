import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { API } from '../../../shared/endpoints/member';
import { ResultCode } from '../../../shared/resultCodes';
import { useApi } from '../../apiContext';
import { formatMoney } from '../../format';
import { useSession } from '../../session';
import { useSiteData } from '../../site';
import { AmountField, limitHint, useConfirm, usePagePaths, useSubmit } from '../../ui';
import { pointAmountError } from './pointRules';

/**
 * §2/§5 point → cash conversion: current points, an amount with thousand separators, All fills the
 * whole balance, a confirm step, then a conversion call with one idempotency key per conversion.
 */
export function PointExchangeForm({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { point, refreshMember } = useSession();
  const { options } = useSiteData();
  const { ask, dialog } = useConfirm();
  const paths = usePagePaths();
  const [amount, setAmount] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submit = useSubmit((idempotencyKey: string, pointAmt: number) =>
    api.call(API.points.change, { pointAmt }, { idempotencyKey }),
  );

  const change = (next: number | null) => {
    setDone(false);
    // §5: more than the held points is refused at once and the field is emptied.
    if (pointAmountError(next, point) === 'front.point.enoughChangePoint') {
      setProblem('front.point.enoughChangePoint');
      setAmount(null);
      return;
    }
    setProblem(null);
    setAmount(next);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    submit.clearFailure();
    const error = pointAmountError(amount, point);
    setProblem(error);
    if (error === 'front.point.enoughChangePoint') setAmount(null);
    if (error || amount === null) return;
    if (!(await ask(t('front.point.confirm')))) return;
    if (await submit.run(amount)) {
      setAmount(null);
      setDone(true);
      await refreshMember();
    }
  };

  // §8: P003 names the minimum and P002 the unit, both from the site options.
  const failureText = (code: string) =>
    t(`api.${code}`, {
      ...submit.failure?.values,
      ...(code === ResultCode.PointMinimum &&
        options.pointChangeAmtLimit !== undefined && { pointLimit: formatMoney(options.pointChangeAmtLimit) }),
      ...(code === ResultCode.PointUnit &&
        options.pointChangeAmtUnit !== undefined && { pointUnit: formatMoney(options.pointChangeAmtUnit) }),
    });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={send} aria-label={t('front.point.exchange')}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography>{t('front.point.current')}</Typography>
        <Typography data-testid="current-point" sx={{ fontWeight: 700 }}>
          {formatMoney(point)} P
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <AmountField
          label={t('front.point.amount')}
          value={amount}
          onChange={change}
          fullWidth
          helperText={limitHint(t, 'front.point.rules', options.pointChangeAmtLimit, options.pointChangeAmtUnit)}
        />
        <Button variant="outlined" onClick={() => change(point)} sx={{ mt: 1, flexShrink: 0 }}>
          {t('front.point.all')}
        </Button>
      </Stack>
      {problem && <Alert severity="warning">{t(problem)}</Alert>}
      {submit.failure && <Alert severity="error">{failureText(submit.failure.code)}</Alert>}
      {done && <Alert severity="success">{t('front.point.success')}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={submit.sending}>
        {t('front.point.convert')}
      </Button>
      {/* §2: the popup links to the point change list. */}
      <Link component={RouterLink} to={paths.pointChangeList} onClick={onNavigate} sx={{ alignSelf: 'center' }}>
        {t('front.point.changeList')}
      </Link>
      {dialog}
    </Stack>
  );
}
