import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Language } from '../../../shared/locales';
import { won } from '../money';

/** One stake out of a fixed list, as chips. */
export function StakePicker({
  stakes,
  value,
  onChange,
  lang,
  disabled,
}: {
  stakes: readonly number[];
  value: number;
  onChange(v: number): void;
  lang: Language;
  disabled?: boolean;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      disabled={disabled}
      onChange={(_e, v: number | null) => v && onChange(v)}
      sx={{ flexWrap: 'wrap' }}
    >
      {stakes.map((c) => (
        <ToggleButton key={c} value={c} data-testid={`demo-stake-${c}`} sx={{ fontWeight: 800 }}>
          {won(c, lang)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
