import { useTranslation } from 'react-i18next';
import { Box, Chip } from '@mui/material';
import PauseCircle from '@mui/icons-material/PauseCircle';
import type { SportsLiveState } from '../../../shared/api/sports';
import { clockNow } from './liveClock';
import { formatClock } from '../../../shared/sports/live';
import { periodLabel } from './labels';
import { useNow } from './useNow';

/** The colour that says "in play" on every sports page. */
export const LIVE_RED = '#ff4d4f';

/** The running clock: read again every second, so it runs between the feed's pushes. */
function LiveClock({ live }: { live: SportsLiveState }) {
  const now = useNow(live.clockRunning ? 1_000 : 60_000);
  const clock = clockNow(live, now);
  return clock === null ? null : (
    <Box component="span" data-testid="live-clock" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatClock(clock)}
    </Box>
  );
}

/**
 * Where a match in play stands: a red dot while the clock runs, the period in words, the clock,
 * and a bet stop when the feed holds the markets (docs/domains/sportsbook.md#live-messages).
 */
export function LiveStatus({
  live,
  clock,
  finished = false,
}: {
  live: SportsLiveState;
  /** The sport reads a match clock (showsClock). */
  clock: boolean;
  finished?: boolean;
}) {
  const { t } = useTranslation();
  const period = finished ? 'FT' : live.period;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', fontSize: 13 }}>
      <Box
        component="span"
        data-testid="live-period"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, color: LIVE_RED }}
      >
        {live.clockRunning && !finished && (
          <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: LIVE_RED }} />
        )}
        {period ? periodLabel(t, period) : t('front.sports.live.tab')}
      </Box>
      {clock && !finished && <LiveClock live={live} />}
      {live.betStop && !finished && (
        <Chip
          size="small"
          color="warning"
          icon={<PauseCircle />}
          label={t('front.sports.live.betStop')}
          data-testid="bet-stop"
          sx={{ height: 22 }}
        />
      )}
    </Box>
  );
}
