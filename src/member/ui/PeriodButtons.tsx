import { useTranslation } from 'react-i18next';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { PERIODS, type Period } from './period';

/** yesterday / today / 1 week / 15 days / 1 month / 3 months (§5). */
export function PeriodButtons({ value, onChange }: { value: Period; onChange(period: Period): void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: Period | null) => next && onChange(next)}
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {PERIODS.map((period) => (
        <ToggleButton key={period} value={period}>
          {t(`front.period.${period}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
