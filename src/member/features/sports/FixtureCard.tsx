import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Typography } from '@mui/material';
import type { SportsFixture, SportsMarket } from '../../../shared/api/sports';
import { MARKET_KINDS } from '../../../shared/sports/markets';
import { formatDate } from '../../format';
import { localName, marketLabel, orderedOdds, pickLabel } from './labels';
import { OddsButton } from './OddsButton';

interface FixtureCardProps {
  fixture: SportsFixture;
  /** The pick of each market already in the slip. */
  picked: ReadonlyMap<number, string>;
  onPick(fixture: SportsFixture, market: SportsMarket, pick: SportsMarket['odds'][number]): void;
}

const kindOrder = (m: SportsMarket) => MARKET_KINDS.indexOf(m.kind);

/**
 * One fixture: kick-off, the teams, and its markets in the results tabs' order (winloose, handicap,
 * under/over, specials). The first market of each of the three main kinds shows at once; other
 * lines and the specials open under "more". A suspended fixture or market shows its prices locked.
 */
export function FixtureCard({ fixture, picked, onPick }: FixtureCardProps) {
  const { t, i18n } = useTranslation();
  const [more, setMore] = useState(false);
  const teams = {
    home: localName(fixture.home.names, i18n.language),
    away: localName(fixture.away.names, i18n.language),
  };
  const markets = [...fixture.markets].sort((a, b) => kindOrder(a) - kindOrder(b));
  const main = markets.filter((m, i) => m.kind !== 'special' && markets.findIndex((x) => x.kind === m.kind) === i);
  const shown = more ? markets : main;
  const hidden = markets.length - main.length;
  const fixtureLocked = fixture.state !== 'open';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.25, sm: 1.5 } }} data-testid="fixture" data-fixture={fixture.fixtureId}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(fixture.startsAt)}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: 15, flexGrow: 1, minWidth: 0 }}>
          {teams.home}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            vs
          </Box>{' '}
          {teams.away}
        </Typography>
        {fixture.state === 'suspended' && (
          <Typography variant="caption" color="warning.main">
            {t('front.sports.suspended')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.75 }}>
        {shown.map((market) => (
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
                  locked={fixtureLocked || market.state !== 'open'}
                  onClick={() => onPick(fixture, market, o)}
                  testId={`pick-${market.type}-${o.pick}`}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      {hidden > 0 && (
        <Button size="small" onClick={() => setMore(!more)} sx={{ mt: 0.5 }}>
          {more ? t('front.sports.lessMarkets') : t('front.sports.moreMarkets', { count: hidden })}
        </Button>
      )}
    </Paper>
  );
}
