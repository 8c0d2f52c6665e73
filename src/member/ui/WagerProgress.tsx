import { useTranslation } from 'react-i18next';
import { Box, LinearProgress, Typography } from '@mui/material';
import { formatMoney } from '../format';

/**
 * A bonus's wagering as a bar: wagered of the amount to wager, and what is left
 * (docs/domains/bonuses.md#wagering). "My bonuses" and the withdrawal page show it.
 */
export function WagerProgress({ wagered, toWager }: { wagered: number; toWager: number }) {
  const { t } = useTranslation();
  // stakes past the amount to wager still count in `wagered`; the bar reads as done at the amount
  const counted = Math.min(wagered, toWager);
  const share = toWager > 0 ? Math.floor((counted / toWager) * 100) : 100;
  const left = toWager - counted;
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={share}
        aria-label={t('front.bonus.progress')}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
        {t('front.bonus.wageredOf', { wagered: formatMoney(counted), toWager: formatMoney(toWager), share })}
        {left > 0 && ` · ${t('front.bonus.left', { left: formatMoney(left) })}`}
      </Typography>
    </Box>
  );
}
