import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { RoundView } from '../../../shared/api/minigame';
import { MARKETS } from '../../../shared/minigame/markets';
import { marketLabel, pickLabel } from './labels';
import { patternColumns } from './patternColumns';
import { Section } from './Section';

/** Streaks of one two-way market over the recent rounds (odd/even, under/over, left/right …). */
export function PatternBoard({ rounds, markets }: { rounds: RoundView[]; markets: string[] }) {
  const { t } = useTranslation();
  const [market, setMarket] = useState(markets[0] ?? '');
  const outcomes = [...rounds].reverse().flatMap((r) => (r.winners?.[market] ? [r.winners[market]] : []));
  const columns = patternColumns(outcomes);
  // The first pick of the market (odd, under, left, 3 lines) is blue, the other red, as boards show them.
  const firstPick = Object.keys(
    Object.values(MARKETS)
      .flat()
      .find((m) => m.market === market)?.picks ?? {},
  )[0];
  return (
    <Section title={t('front.minigame.pattern')}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={market}
        onChange={(_, next: string | null) => next && setMarket(next)}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {markets.map((m) => (
          <ToggleButton key={m} value={m}>
            {marketLabel(t, m)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {columns.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('front.common.empty')}
        </Typography>
      ) : (
        <Box
          sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', alignItems: 'flex-start' }}
          data-testid="pattern-board"
        >
          {columns.map((column, i) => (
            <Box key={i} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              {column.map((outcome, j) => (
                <Box
                  key={j}
                  sx={{
                    width: 28,
                    height: 28,
                    borderRadius: '50%',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontSize: 11,
                    color: '#fff',
                    bgcolor: outcome === firstPick ? 'primary.main' : 'error.main',
                  }}
                >
                  {pickLabel(t, market, outcome).slice(0, 2)}
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
