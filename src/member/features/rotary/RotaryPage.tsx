import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import type { RouletteSpinView } from '../../../shared/api/roulette';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatMoney } from '../../format';
import { useSession } from '../../session';
import { FailureAlert, PageFrame, useSubmit } from '../../ui';
import { RouletteWheel } from './RouletteWheel';
import { SpinHistory } from './SpinHistory';
import { prizeText } from './prizeText';
import { useRoulette } from './useRoulette';
import { landingAngle } from './wheelAngle';

/** How long the wheel turns (RouletteWheel's transition) before the prize is told. */
const SPIN_MS = 4_000;

/**
 * §2 /member/rotary: the wheel, the spins left, the seed hash committed for the next spin, a
 * spin (drawn and paid by the server, then shown by turning the wheel to the drawn slot), how
 * spins are earned, and past spins with a verifier.
 */
export function RotaryPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { refreshMember } = useSession();
  const { info, errorCode, reload } = useRoulette();
  const [angle, setAngle] = useState(0);
  const [turning, setTurning] = useState(false);
  const [result, setResult] = useState<RouletteSpinView | null>(null);
  const submit = useSubmit(async (idempotencyKey: string) => {
    const answer = await api.call(API.event.roulette.spin, {}, { idempotencyKey });
    setResult(null);
    setTurning(true);
    setAngle((from) => landingAngle(from, answer.spin.prizeIndex, answer.spin.prizes.length));
    await new Promise((resolve) => setTimeout(resolve, SPIN_MS));
    setTurning(false);
    setResult(answer.spin);
  });

  const spin = async () => {
    if (await submit.run()) {
      reload();
      await refreshMember();
    }
  };

  if (errorCode)
    return (
      <PageFrame titleKey="front.nav.rotary">
        <Alert severity="error">{t(`api.${errorCode}`)}</Alert>
      </PageFrame>
    );
  if (!info) return <PageFrame titleKey="front.nav.rotary" />;
  const labels = info.prizes.map((p) => prizeText(t, p));
  const won = result && result.reward !== 'none';

  return (
    <PageFrame titleKey="front.nav.rotary">
      <Stack spacing={2}>
        {!info.open && <Alert severity="info">{t('front.rotary.closed')}</Alert>}
        <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />
        {info.prizes.length > 0 && (
          <RouletteWheel prizes={info.prizes} labels={labels} angle={angle} spinning={turning} />
        )}
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h6" component="p" data-testid="roulette-spins-left">
            {t('front.rotary.spinsLeft', { count: info.spinsLeft })}
          </Typography>
          <Button
            sx={{ mt: 1, minWidth: 200 }}
            size="large"
            variant="contained"
            onClick={() => void spin()}
            disabled={!info.open || info.spinsLeft === 0 || submit.sending || turning}
            data-testid="roulette-spin"
          >
            {turning ? t('front.rotary.spinning') : t('front.rotary.spin')}
          </Button>
        </Box>
        {result && (
          <Alert severity={won ? 'success' : 'info'} role="status" data-testid="roulette-result">
            {won
              ? t('front.rotary.won', { prize: prizeText(t, result.prizes[result.prizeIndex]!) })
              : t('front.rotary.lost')}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('front.rotary.commitment')}
          </Typography>
          <Typography
            variant="body2"
            data-testid="roulette-commitment"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          >
            {info.nextSeedHash}
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('front.rotary.howToEarn')}
          </Typography>
          <List dense>
            {info.rules.depositMin > 0 && (
              <ListItem>{t('front.rotary.earnDeposit', { amount: formatMoney(info.rules.depositMin) })}</ListItem>
            )}
            {info.rules.attendanceEvery > 0 && (
              <ListItem>{t('front.rotary.earnAttendance', { days: info.rules.attendanceEvery })}</ListItem>
            )}
            <ListItem>{t('front.rotary.earnCoupon')}</ListItem>
          </List>
        </Paper>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('front.rotary.history')}
        </Typography>
        {info.history.length ? (
          <SpinHistory spins={info.history} />
        ) : (
          <Typography color="text.secondary">{t('front.rotary.empty')}</Typography>
        )}
      </Stack>
    </PageFrame>
  );
}
