import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Slider, Stack, Typography } from '@mui/material';
import { newIdempotencyKey } from '../../../dataProvider/apiClient';
import { API } from '../../../shared/endpoints/member';
import { cashOutValue } from '../../../shared/sports/cashOut';
import { useApi } from '../../apiContext';
import { formatMoney } from '../../format';
import { notices } from '../../notice/noticeStore';
import { useSession } from '../../session';
import { apiFailure, useConfirm } from '../../ui';
import { refusalText } from './refusalText';
import { useCashOutQuote } from './useCashOutQuote';

/** A partial share moves in steps of this much stake. */
const STEP = 100;

/**
 * An open slip's cash-out (docs/domains/sportsbook.md#cash-out): "Cash out <amount>" for the whole
 * stake, and a part of the stake on a slider, each valued by the same shared rule the server pays
 * by (cashOutValue, on the quote's legs at their odds now and its margin). Each asks for a
 * confirmation naming the amount, then sends the value shown with one idempotency key per attempt
 * (the same on a retry); a refusal (the value dropped, a suspended market…) is said in words.
 */
export function CashOutPanel({ betIdx, onDone }: { betIdx: number; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const confirm = useConfirm();
  const { quote, failure, refresh } = useCashOutQuote(betIdx);
  const [partial, setPartial] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  if (!quote)
    return failure ? (
      <Typography variant="caption" color="text.secondary" data-testid="cashout-unavailable">
        {t('front.sports.cashOut.unavailable', { reason: refusalText(t, failure.code, failure.values) })}
      </Typography>
    ) : null;

  const maxShare = quote.stake - quote.minStake;
  const canSplit = maxShare >= STEP;
  const share = partial === null ? null : Math.min(partial, maxShare);
  const value = cashOutValue(share ?? quote.stake, quote.legs, quote.marginBp)?.value ?? 0;

  const cashOut = async () => {
    const text =
      share === null
        ? t('front.sports.cashOut.confirm', { value })
        : t('front.sports.cashOut.confirmPartial', { value, amount: share, left: quote.stake - share });
    if (!(await confirm.ask(text))) return;
    setBusy(true);
    key.current ??= newIdempotencyKey();
    try {
      const done = await api.call(
        API.sports.cashOut,
        { betIdx, value, ...(share !== null && { amount: share }) },
        { idempotencyKey: key.current },
      );
      key.current = null;
      if (done.cashAmt !== null) session.setBalances(done.cashAmt, session.point);
      notices.show(t('front.sports.cashOut.success', { paid: done.paid }));
      setPartial(null);
      onDone();
    } catch (error) {
      key.current = null;
      const f = apiFailure(error);
      notices.show(refusalText(t, f.code, f.values));
      refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 1.5, p: 1, borderRadius: 1.5, border: 1, borderColor: 'primary.main' }} data-testid="cashout">
      {share !== null && (
        <Box sx={{ px: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('front.sports.cashOut.share', { amount: share, stake: quote.stake })}
          </Typography>
          <Slider
            size="small"
            min={STEP}
            max={Math.floor(maxShare / STEP) * STEP}
            step={STEP}
            value={share}
            onChange={(_e, v) => setPartial(v as number)}
            slotProps={{ input: { 'aria-label': t('front.sports.cashOut.shareLabel') } }}
            data-testid="cashout-share"
          />
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          onClick={() => void cashOut()}
          disabled={busy || value <= 0}
          sx={{ minHeight: 40, flexGrow: 1 }}
          data-testid="cashout-button"
        >
          {t(share === null ? 'front.sports.cashOut.button' : 'front.sports.cashOut.partButton', {
            value: formatMoney(value),
          })}
        </Button>
        {canSplit && (
          <Button
            variant="outlined"
            onClick={() => setPartial(share === null ? Math.floor(quote.stake / 2 / STEP) * STEP : null)}
            disabled={busy}
            sx={{ minHeight: 40 }}
            data-testid="cashout-partial"
          >
            {t(share === null ? 'front.sports.cashOut.partial' : 'front.sports.cashOut.whole')}
          </Button>
        )}
      </Stack>
      {confirm.dialog}
    </Box>
  );
}
