import { useTranslation } from 'react-i18next';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { GameState } from '../../../shared/api/minigame';
import { formatDate } from '../../format';
import { gameLabel } from './labels';
import { mmss, useCountdown } from './useCountdown';

/** Current round, the countdown to betting close (then to the draw) and the committed seed hash. */
export function RoundHeader({ state, clockOffsetMs }: { state: GameState; clockOffsetMs: number }) {
  const { t } = useTranslation();
  const round = state.round;
  const toClose = useCountdown(round?.closesAt ?? null, clockOffsetMs);
  const toDraw = useCountdown(round?.drawsAt ?? null, clockOffsetMs);
  const open = state.bettingOpen && toClose > 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
            {gameLabel(t, state.gameKey, state.kind)}
          </Typography>
          {round ? (
            <Typography variant="body2" color="text.secondary" data-testid="round-no">
              {t('front.minigame.roundNo', { no: round.roundNo })} · {formatDate(round.drawsAt)}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('front.minigame.waitingRound')}
            </Typography>
          )}
        </Box>
        {round && (
          <Stack sx={{ alignItems: { sm: 'flex-end' } }}>
            <Chip
              color={open ? 'success' : 'default'}
              label={open ? t('front.minigame.open') : t('front.minigame.closed')}
              size="small"
              sx={{ mb: 0.5 }}
            />
            <Typography
              variant="h4"
              component="p"
              sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
              aria-live="polite"
              data-testid="countdown"
            >
              {mmss(open ? toClose : toDraw)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {open ? t('front.minigame.untilClose') : t('front.minigame.untilDraw')}
            </Typography>
          </Stack>
        )}
      </Stack>
      {round && (
        <Typography
          variant="caption"
          component="p"
          sx={{ mt: 1, wordBreak: 'break-all', fontFamily: 'monospace' }}
          data-testid="seed-hash"
        >
          {t('front.minigame.seedHash')}: {round.seedHash}
        </Typography>
      )}
    </Paper>
  );
}
