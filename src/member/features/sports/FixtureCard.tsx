import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Link, Paper, Typography } from '@mui/material';
import type { SportsFixture, SportsMarket } from '../../../shared/api/sports';
import { formatDate } from '../../format';
import { localName } from './labels';
import { MarketRows, sortMarkets } from './MarketRows';
import { LiveStatus } from './LiveStatus';
import { showsClock } from '../../../shared/sports/live';
import { isFinished, takesBets } from './sportsPush';

interface FixtureCardProps {
  fixture: SportsFixture;
  /** The pick of each market already in the slip. */
  picked: ReadonlyMap<number, string>;
  onPick(fixture: SportsFixture, market: SportsMarket, pick: SportsMarket['odds'][number]): void;
  /** The match page (a fixture in play): the teams link there. */
  matchPath?: string;
}

/**
 * One fixture: kick-off (in play: period, clock, score and bet stop), the teams, and its markets in the results tabs' order (winloose, handicap,
 * under/over, specials). The first market of each of the three main kinds shows at once; other
 * lines and the specials open under "more". A suspended fixture or market, or a bet stop, shows its
 * prices locked.
 */
export function FixtureCard({ fixture, picked, onPick, matchPath }: FixtureCardProps) {
  const { t, i18n } = useTranslation();
  const [more, setMore] = useState(false);
  const teams = {
    home: localName(fixture.home.names, i18n.language),
    away: localName(fixture.away.names, i18n.language),
  };
  const markets = sortMarkets(fixture.markets);
  const main = markets.filter((m, i) => m.kind !== 'special' && markets.findIndex((x) => x.kind === m.kind) === i);
  const shown = more ? markets : main;
  const hidden = markets.length - main.length;
  const { live } = fixture;
  const fixtureLocked = !takesBets(fixture.state) || live?.betStop === true;
  const title = (
    <>
      {teams.home}{' '}
      <Box
        component="span"
        data-testid={live?.score ? 'live-score' : undefined}
        sx={
          live?.score
            ? { px: 0.5, color: 'primary.main', fontWeight: 800 }
            : { color: 'text.secondary', fontWeight: 400 }
        }
      >
        {live?.score ? `${live.score.home} : ${live.score.away}` : 'vs'}
      </Box>{' '}
      {teams.away}
    </>
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.25, sm: 1.5 } }} data-testid="fixture" data-fixture={fixture.fixtureId}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        {live ? (
          <LiveStatus live={live} clock={showsClock(fixture.sport)} finished={isFinished(fixture.state)} />
        ) : (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(fixture.startsAt)}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 800, fontSize: 15, flexGrow: 1, minWidth: 0 }}>
          {matchPath ? (
            <Link component={RouterLink} to={matchPath} color="inherit" underline="hover" data-testid="match-link">
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        {fixture.state === 'suspended' && (
          <Typography variant="caption" color="warning.main">
            {t('front.sports.suspended')}
          </Typography>
        )}
      </Box>
      <MarketRows
        fixture={fixture}
        markets={shown}
        teams={teams}
        locked={fixtureLocked}
        picked={picked}
        onPick={onPick}
      />
      {hidden > 0 && (
        <Button size="small" onClick={() => setMore(!more)} sx={{ mt: 0.5 }}>
          {more ? t('front.sports.lessMarkets') : t('front.sports.moreMarkets', { count: hidden })}
        </Button>
      )}
    </Paper>
  );
}
