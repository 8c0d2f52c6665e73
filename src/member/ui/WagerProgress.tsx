import { useTranslation } from 'react-i18next';
import { Box, LinearProgress, Typography } from '@mui/material';
import { formatMoney } from '../format';

/**
 * A bonus's wagering as a bar: wagered of the amount to wager, and what is left
 * (docs/domains/bonuses.md#wagering). "My bonuses" and the withdrawal page show it.
 */
export function WagerProgress({ wagered, toWager }: { wagered: number; toWager: number }) {
  const { t } = useTranslation();
  const share = toWager > 0 ? Math.min(100, Math.floor((wagered / toWager) * 100)) : 100;
  const left = Math.max(0, toWager - wagered);
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={share}
        aria-label={t('front.bonus.progress')}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
        {t('front.bonus.wageredOf', { wagered: formatMoney(wagered), toWager: formatMoney(toWager), share })}
        {left > 0 && ` · ${t('front.bonus.left', { left: formatMoney(left) })}`}
      </Typography>
    </Box>
  );
}
