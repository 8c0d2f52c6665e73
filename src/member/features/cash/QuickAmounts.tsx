import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@mui/material';
import { formatMoney } from '../../format';

/** Quick-amount buttons add to the amount; the reset button clears it. */
const QUICK_AMOUNTS = [10_000, 30_000, 50_000, 100_000, 500_000, 1_000_000] as const;

export function QuickAmounts({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange(value: number | null): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {QUICK_AMOUNTS.map((amount) => (
        <Button
          key={amount}
          size="small"
          variant="outlined"
          disabled={disabled}
          onClick={() => onChange((value ?? 0) + amount)}
        >
          +{formatMoney(amount)}
        </Button>
      ))}
      <Button size="small" color="inherit" variant="outlined" disabled={disabled} onClick={() => onChange(null)}>
        {t('front.cash.reset')}
      </Button>
    </Stack>
  );
}
