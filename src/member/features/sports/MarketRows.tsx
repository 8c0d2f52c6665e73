import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import type { SportsFixture, SportsMarket } from '../../../shared/api/sports';
import { MARKET_KINDS } from '../../../shared/sports/markets';
import { marketLabel, orderedOdds, pickLabel } from './labels';
import { OddsButton } from './OddsButton';

/** A fixture's markets in the results tabs' order: winloose, handicap, under/over, specials. */
export const sortMarkets = (markets: readonly SportsMarket[]): SportsMarket[] =>
  [...markets].sort((a, b) => MARKET_KINDS.indexOf(a.kind) - MARKET_KINDS.indexOf(b.kind));

interface MarketRowsProps {
  fixture: SportsFixture;
  markets: readonly SportsMarket[];
  teams: { home: string; away: string };
  /** The whole fixture takes no picks now (suspended, a bet stop, over). */
  locked: boolean;
  picked: ReadonlyMap<number, string>;
  onPick(fixture: SportsFixture, market: SportsMarket, pick: SportsMarket['odds'][number]): void;
}

/** Markets with a price per pick (a board's card, a match page), each price moving with the push. */
export function MarketRows({ fixture, markets, teams, locked, picked, onPick }: MarketRowsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      {markets.map((market) => (
        <Box
          key={market.marketId}
          sx={{
            display: 'grid',
            gap: 0.75,
            gridTemplateColumns: { xs: '1fr', md: '150px 1fr' },
            alignItems: 'center',
          }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
            {marketLabel(t, market.type, market.line)}
          </Typography>
          <Box
            sx={{ display: 'grid', gap: 0.75, gridTemplateColumns: `repeat(${market.odds.length}, minmax(0, 1fr))` }}
          >
            {orderedOdds(market.type, market.odds).map((o) => (
              <OddsButton
                key={o.pick}
                label={pickLabel(t, market.type, o.pick, market.line, teams)}
                odds={o.odds}
                selected={picked.get(market.marketId) === o.pick}
                locked={locked || market.state !== 'open'}
                onClick={() => onPick(fixture, market, o)}
                testId={`pick-${market.type}-${o.pick}`}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
