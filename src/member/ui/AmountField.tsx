import { TextField, type TextFieldProps } from '@mui/material';
import { formatMoney } from '../format';

type AmountFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange(value: number | null): void;
};

/** A whole-won amount typed with the language's thousand separators (§5 point popup); digits only. */
export function AmountField({ value, onChange, ...props }: AmountFieldProps) {
  return (
    <TextField
      {...props}
      value={value === null ? '' : formatMoney(value)}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        const amount = digits === '' ? null : Number(digits);
        onChange(amount === null || Number.isSafeInteger(amount) ? amount : value);
      }}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'numeric', ...(props.slotProps?.htmlInput as object) } }}
    />
  );
}
