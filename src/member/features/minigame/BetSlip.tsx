import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { formatMoney, formatOdds } from '../../format';
import { AmountField, FailureAlert, type ApiFailure } from '../../ui';
import { marketLabel, pickLabel } from './labels';
import type { Selection } from './odds';
import { Section } from './Section';

const QUICK_AMOUNTS = [5_000, 10_000, 50_000, 100_000];

interface BetSlipProps {
  selections: Selection[];
  cash: number;
  disabled: boolean;
  sending: boolean;
  failure: ApiFailure | null;
  placed: boolean;
  onRemove(selection: Selection): void;
  onClear(): void;
  onSubmit(amount: number): void;
}

/** The slip: chosen picks, one stake for each, the possible win, and the send button. */
export function BetSlip({
  selections,
  cash,
  disabled,
  sending,
  failure,
  placed,
  onRemove,
  onClear,
  onSubmit,
}: BetSlipProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | null>(null);
  const stake = amount ?? 0;
  const total = stake * selections.length;
  const win = selections.reduce((sum, s) => sum + Math.floor((stake * s.odds) / 100), 0);
  const ready = !disabled && !sending && selections.length > 0 && stake > 0;

  return (
    <Section title={t('front.minigame.slip')}>
      {selections.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('front.minigame.slipEmpty')}
        </Typography>
      ) : (
        <Stack spacing={0.5} sx={{ mb: 1 }}>
          {selections.map((s) => (
            <Box key={s.market} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {marketLabel(t, s.market)} · <b>{pickLabel(t, s.market, s.pick)}</b> ({formatOdds(s.odds)})
              </Typography>
              <IconButton size="small" aria-label={t('front.minigame.remove')} onClick={() => onRemove(s)}>
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      <AmountField
        label={t('front.minigame.amount')}
        value={amount}
        onChange={setAmount}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { 'data-testid': 'bet-amount' } }}
      />
      <Stack direction="row" spacing={0.5} sx={{ my: 1, flexWrap: 'wrap' }}>
        {QUICK_AMOUNTS.map((q) => (
          <Button key={q} size="small" variant="outlined" onClick={() => setAmount(stake + q)}>
            +{formatMoney(q)}
          </Button>
        ))}
        <Button size="small" onClick={() => setAmount(null)}>
          {t('front.minigame.reset')}
        </Button>
      </Stack>
      <Typography variant="body2">
        {t('front.minigame.total')}: {formatMoney(total)} · {t('front.minigame.possibleWin')}: {formatMoney(win)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('front.common.cash')}: {formatMoney(cash)}
      </Typography>
      <FailureAlert failure={failure} />
      {placed && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t('front.minigame.placed')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" fullWidth disabled={!ready} onClick={() => onSubmit(stake)} data-testid="place-bet">
          {disabled ? t('front.minigame.closed') : t('front.minigame.placeBet')}
        </Button>
        <Button onClick={onClear} disabled={selections.length === 0}>
          {t('front.minigame.clear')}
        </Button>
      </Stack>
    </Section>
  );
}
