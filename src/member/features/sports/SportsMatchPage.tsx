import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { Box, Button, Paper, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { SportsFixture, SportsFixtureDetail, SportsMarket } from '../../../shared/api/sports';
import { useDevice } from '../../device/useDevice';
import { formatDate } from '../../format';
import { ListState } from '../../ui';
import { localName, sportLabel } from './labels';
import { LiveStatus } from './LiveStatus';
import { showsClock } from '../../../shared/sports/live';
import { MarketRows, sortMarkets } from './MarketRows';
import { MatchTracker } from './MatchTracker';
import { SlipFrame } from './SlipFrame';
import { SPORTS_LIVE_PATH } from './sportsPaths';
import { isFinished, takesBets } from './sportsPush';
import { useBetSlip } from './useBetSlip';
import { useSportsMatch } from './useSportsMatch';

/**
 * The score shown: the scoreboard's while in play; for a match no longer in play, the score after
 * its last scoring incident (the tracker's), which is the final one.
 */
function shownScore({ fixture, incidents }: SportsFixtureDetail): { home: number; away: number } | null {
  if (fixture.live?.score) return fixture.live.score;
  return incidents.findLast((i) => i.score !== null)?.score ?? null;
}

function Scoreboard({ match, teams }: { match: SportsFixtureDetail; teams: { home: string; away: string } }) {
  const { t, i18n } = useTranslation();
  const { fixture, league } = match;
  const score = shownScore(match);
  const finished = isFinished(fixture.state);
  const team = (name: string) => (
    <Typography sx={{ fontWeight: 800, fontSize: { xs: 16, sm: 20 }, textAlign: 'center', overflowWrap: 'anywhere' }}>
      {name}
    </Typography>
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, textAlign: 'center' }} data-testid="scoreboard">
      <Typography variant="caption" color="text.secondary">
        {`${sportLabel(t, fixture.sport)} · ${localName(league.names, i18n.language)} · ${formatDate(fixture.startsAt)}`}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 1, my: 1 }}>
        {team(teams.home)}
        <Typography
          data-testid="live-score"
          sx={{ fontWeight: 900, fontSize: { xs: 30, sm: 40 }, px: 1, fontVariantNumeric: 'tabular-nums' }}
        >
          {score ? `${score.home} : ${score.away}` : 'vs'}
        </Typography>
        {team(teams.away)}
      </Box>
      {fixture.live ? (
        <LiveStatus live={fixture.live} clock={showsClock(fixture.sport)} finished={finished} />
      ) : (
        finished && (
          <Typography sx={{ fontWeight: 700 }} data-testid="live-period">
            {t('front.sports.live.finalScore')}
          </Typography>
        )
      )}
    </Paper>
  );
}

/**
 * A match page (docs/domains/sportsbook.md#member-pages): the scoreboard, the match tracker and
 * the match's markets, all kept live by the push; picks go to the same slip as the boards'.
 */
export function SportsMatchPage() {
  const { t, i18n } = useTranslation();
  const { device } = useDevice();
  const fixtureId = Number(useParams().fixtureId);
  const slip = useBetSlip();
  const { loading, errorCode, match, reload } = useSportsMatch(fixtureId, slip.onPush);
  if (!Number.isSafeInteger(fixtureId) || fixtureId <= 0) return <Navigate to={SPORTS_LIVE_PATH} replace />;

  const fixture = match?.fixture;
  const teams = fixture
    ? { home: localName(fixture.home.names, i18n.language), away: localName(fixture.away.names, i18n.language) }
    : { home: '', away: '' };
  const pick = (f: SportsFixture, market: SportsMarket, o: SportsMarket['odds'][number]) =>
    slip.pick(f, market, o, match?.league);

  return (
    <Box sx={{ maxWidth: 1380, mx: 'auto', px: { xs: 1, sm: 2 }, py: 2, pb: device === 'mobile' ? 10 : 2 }}>
      <Button component={RouterLink} to={SPORTS_LIVE_PATH} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        {t('front.sports.live.allLive')}
      </Button>
      <SlipFrame slip={slip} onPlaced={reload}>
        <ListState loading={loading} errorCode={errorCode} empty={false} onRetry={reload}>
          {match && fixture && (
            <>
              <Scoreboard match={match} teams={teams} />
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  // side by side only where both have room for a price's team name
                  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))',
                  alignItems: 'start',
                }}
              >
                <Paper variant="outlined" sx={{ p: { xs: 1.25, sm: 1.5 } }}>
                  <Typography component="h2" sx={{ fontWeight: 800, mb: 1 }}>
                    {t('front.sports.live.markets')}
                  </Typography>
                  {fixture.markets.length === 0 ? (
                    <Typography color="text.secondary">{t('front.sports.live.noMarkets')}</Typography>
                  ) : (
                    <MarketRows
                      fixture={fixture}
                      markets={sortMarkets(fixture.markets)}
                      teams={teams}
                      locked={!takesBets(fixture.state) || fixture.live?.betStop === true}
                      picked={slip.picked}
                      onPick={pick}
                    />
                  )}
                </Paper>
                <Paper variant="outlined" sx={{ p: { xs: 1.25, sm: 1.5 } }}>
                  <Typography component="h2" sx={{ fontWeight: 800, mb: 1 }}>
                    {t('front.sports.live.tracker')}
                  </Typography>
                  <MatchTracker incidents={match.incidents} teams={teams} clock={showsClock(fixture.sport)} />
                </Paper>
              </Box>
            </>
          )}
        </ListState>
      </SlipFrame>
    </Box>
  );
}
