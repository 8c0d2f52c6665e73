import { useTranslation } from 'react-i18next';
import { Stack, Typography } from '@mui/material';
import type { BetRow } from '../../../shared/api/bets';
import { formatMoney, formatOdds } from '../../format';
import { BetStatusChip } from './betStatus';
import { Section } from './Section';
import { marketLabel, pickLabel } from './labels';

/** The member's bets in the current round. */
export function MyRoundBets({ bets }: { bets: BetRow[] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('front.minigame.myBets')}>
      {bets.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('front.minigame.noBets')}
        </Typography>
      ) : (
        <Stack spacing={0.5} data-testid="my-bets">
          {bets.map((b) => (
            <Stack key={b.betIdx} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {marketLabel(t, b.market)} · {pickLabel(t, b.market, b.pick)} ({formatOdds(b.odds)}) ·{' '}
                {formatMoney(b.betAmt)}
              </Typography>
              <BetStatusChip status={b.status} />
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}
