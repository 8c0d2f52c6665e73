import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { formatMoney } from '../../format';

const COUNT_UP_MS = 1_200;
/** A ticking number reads smoothly at 20 steps a second; every frame would only cost renders. */
const STEP_MS = 50;

/** §2 slot jackpot: the pool counts up to its amount when the page shows it. */
export function JackpotTicker({ amount }: { amount: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  useEffect(() => {
    let frame = 0;
    // timed from the first frame's own timestamp: the frame clock need not be performance.now()'s
    let start: number | null = null;
    let last = -Infinity;
    const step = (now: number) => {
      start ??= now;
      const done = Math.min(1, Math.max(0, (now - start) / COUNT_UP_MS));
      if (done === 1 || now - last >= STEP_MS) {
        last = now;
        // ease-out: quick at first, settling on the exact amount
        setShown(Math.round(amount * (1 - (1 - done) ** 3)));
      }
      if (done < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [amount]);
  return (
    <Box sx={{ textAlign: 'center', py: 1 }}>
      <Typography
        data-testid="jackpot"
        data-amount={amount}
        sx={{
          fontWeight: 900,
          fontSize: { xs: 28, md: 36 },
          color: 'primary.main',
          fontVariantNumeric: 'tabular-nums',
          letterSpacing: 1,
        }}
      >
        ₩ {formatMoney(shown)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('front.main.jackpotHint')}
      </Typography>
    </Box>
  );
}
