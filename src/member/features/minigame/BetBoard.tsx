import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Typography } from '@mui/material';
import type { OddsView } from '../../../shared/api/minigame';
import { MARKETS } from '../../../shared/minigame/markets';
import type { GameKind } from '../../../shared/minigame/games';
import { marketLabel, pickLabel } from './labels';
import { formatOdds } from '../../format';
import type { Selection } from './odds';

interface BetBoardProps {
  kind: GameKind;
  odds: OddsView[];
  selected: Selection[];
  disabled: boolean;
  onPick(selection: Selection): void;
}

/** Every market of the game (§3) with its picks and odds; a pick goes to the slip. */
export function BetBoard({ kind, odds, selected, disabled, onPick }: BetBoardProps) {
  const { t } = useTranslation();
  const isSelected = (market: string, pick: string) => selected.some((s) => s.market === market && s.pick === pick);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {MARKETS[kind].map(({ market }) => {
        const picks = odds.filter((o) => o.market === market);
        if (picks.length === 0) return null;
        return (
          <Paper key={market} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
              {marketLabel(t, market)}
            </Typography>
            <Box sx={{ display: 'grid', gap: 0.75, gridTemplateColumns: `repeat(${Math.min(picks.length, 5)}, 1fr)` }}>
              {picks.map((o) => (
                <Button
                  key={o.pick}
                  size="small"
                  variant={isSelected(market, o.pick) ? 'contained' : 'outlined'}
                  disabled={disabled}
                  aria-pressed={isSelected(market, o.pick)}
                  data-testid={`pick-${market}-${o.pick}`}
                  onClick={() => onPick(o)}
                  sx={{ flexDirection: 'column', lineHeight: 1.2, py: 0.75, minWidth: 0 }}
                >
                  <span>{pickLabel(t, market, o.pick)}</span>
                  <Typography component="span" variant="caption">
                    {formatOdds(o.odds)}
                  </Typography>
                </Button>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
