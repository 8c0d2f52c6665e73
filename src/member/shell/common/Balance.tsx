import { Box } from '@mui/material';
import { formatMoney } from '../../format';

/** One balance: a label and a grouped whole amount (§1 cash and point in the header). */
export function Balance({
  label,
  amount,
  colour,
  testId,
}: {
  label: string;
  amount: number;
  colour: string;
  testId?: string;
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75, whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box
        component="span"
        data-testid={testId}
        sx={{ fontWeight: 800, color: colour, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatMoney(amount)}
      </Box>
    </Box>
  );
}
