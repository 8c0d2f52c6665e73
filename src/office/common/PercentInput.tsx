import { InputAdornment } from '@mui/material';
import { NumberInput, type NumberInputProps } from 'react-admin';

// Rates travel as basis points (DESIGN: 150 = 1.50%); people type and read percentages.
const bpToPercent = (bp: number | null | undefined) => (bp == null ? '' : bp / 100);
const percentToBp = (percent: string | number | null) =>
  percent === '' || percent == null ? 0 : Math.round(Number(percent) * 100);

/** A basis-point field typed as a percentage with two decimals (1.5 → 150). */
export function PercentInput(
  props: Omit<NumberInputProps, 'format' | 'parse' | 'step' | 'min' | 'max'> & { max?: number },
) {
  const { max = 100, ...rest } = props;
  return (
    <NumberInput
      {...rest}
      format={bpToPercent}
      parse={percentToBp}
      step={0.01}
      min={0}
      max={max}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
    />
  );
}
