import { useTranslation } from 'react-i18next';
import { Box, Stack, Typography } from '@mui/material';
import type { DrawResult } from '../../../shared/minigame/draw';
import { resultSum } from '../../../shared/minigame/settle';

const Ball = ({ n, power }: { n: number; power?: boolean }) => (
  <Box
    component="span"
    sx={{
      width: 28,
      height: 28,
      flexShrink: 0,
      borderRadius: '50%',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: 13,
      fontWeight: 700,
      color: '#fff',
      bgcolor: power ? 'error.main' : 'primary.main',
    }}
  >
    {n}
  </Box>
);

/** A drawn result: the balls (power ball in red) and sum, the ladder's path, or the keno sum; `oneRow` never wraps (tables). */
export function ResultView({ result, oneRow = false }: { result: DrawResult; oneRow?: boolean }) {
  const { t } = useTranslation();
  const sum = resultSum(result);
  if (result.kind === 'ladder') {
    return (
      <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
        {t(`front.minigame.pick.${result.start}`)} · {t(`front.minigame.pick.${result.lines}`)} ·{' '}
        {t(`front.minigame.pick.${result.finish}`)}
      </Typography>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', flexWrap: oneRow ? 'nowrap' : 'wrap', justifyContent: 'center' }}
    >
      {result.kind === 'powerball' && result.balls.map((n) => <Ball key={n} n={n} />)}
      {result.kind === 'powerball' && <Ball n={result.power} power />}
      <Typography variant="body2" component="span" sx={{ ml: 0.5, whiteSpace: 'nowrap' }}>
        {t('front.minigame.sum')} {sum}
      </Typography>
    </Stack>
  );
}
