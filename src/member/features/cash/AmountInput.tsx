import { useTranslation } from 'react-i18next';
import { AmountField, limitHint } from '../../ui';
import { QuickAmounts } from './QuickAmounts';

interface AmountInputProps {
  value: number | null;
  onChange(value: number | null): void;
  /** i18n key of the broken rule, if any. */
  error?: string;
  min?: number;
  unit?: number;
  disabled?: boolean;
}

/** A request amount: typed with separators or built from quick buttons, with the site's minimum and unit as a hint. */
export function AmountInput({ value, onChange, error, min, unit, disabled }: AmountInputProps) {
  const { t } = useTranslation();
  return (
    <>
      <AmountField
        label={t('front.cash.amount')}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        helperText={error ? t(error) : limitHint(t, 'front.cash.limits', min, unit)}
        required
      />
      <QuickAmounts value={value} onChange={onChange} disabled={disabled} />
    </>
  );
}
