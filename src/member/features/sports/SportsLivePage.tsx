import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import type { SportsFixture, SportsMarket } from '../../../shared/api/sports';
import { SPORT_KEYS, SportKeySchema } from '../../../shared/sports/sports';
import { useDevice } from '../../device/useDevice';
import { ListState } from '../../ui';
import { FixtureList } from './FixtureList';
import { sportLabel } from './labels';
import { SlipFrame } from './SlipFrame';
import { SportsHeader } from './SportsHeader';
import { sportsMatchPath } from './sportsPaths';
import { useBetSlip } from './useBetSlip';
import { useSportsBoard } from './useSportsBoard';

/**
 * The board's live tab (docs/domains/sportsbook.md#member-pages): the matches in play under sport
 * tabs with their counts, each with its score, period, running clock and bet stop, and its live
 * markets priced by the push; a match links to its page with the tracker. Picks go to the same slip
 * as the board's.
 */
export function SportsLivePage() {
  const { t } = useTranslation();
  const { device } = useDevice();
  const [query, setQuery] = useSearchParams();
  const sportParam = SportKeySchema.safeParse(query.get('sport'));
  const sport = sportParam.success ? sportParam.data : undefined;

  const slip = useBetSlip();
  // Every match in play at once (they are few): the sport tabs count them and follow the push.
  const live = useSportsBoard({ live: true }, slip.onPush);

  const counts = useMemo(() => {
    const bySport = new Map<string, number>();
    for (const f of live.fixtures) bySport.set(f.sport, (bySport.get(f.sport) ?? 0) + 1);
    return bySport;
  }, [live.fixtures]);
  const fixtures = sport ? live.fixtures.filter((f) => f.sport === sport) : live.fixtures;

  const pick = (fixture: SportsFixture, market: SportsMarket, o: SportsMarket['odds'][number]) =>
    slip.pick(
      fixture,
      market,
      o,
      live.leagues.find((l) => l.leagueId === fixture.leagueId),
    );

  const setSport = (next: string) => {
    const params = new URLSearchParams(query);
    if (next === 'all') params.delete('sport');
    else params.set('sport', next);
    setQuery(params, { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 1380, mx: 'auto', px: { xs: 1, sm: 2 }, py: 2, pb: device === 'mobile' ? 10 : 2 }}>
      <SportsHeader mode="live" />
      <Tabs
        value={sport && counts.has(sport) ? sport : 'all'}
        onChange={(_, next: string) => setSport(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, '& .MuiTab-root': { minHeight: 48 } }}
      >
        <Tab value="all" label={`${t('front.sports.allSports')} ${live.fixtures.length}`} />
        {SPORT_KEYS.filter((s) => counts.has(s)).map((s) => (
          <Tab key={s} value={s} label={`${sportLabel(t, s)} ${counts.get(s)}`} data-testid={`sport-tab-${s}`} />
        ))}
      </Tabs>
      <SlipFrame slip={slip} onPlaced={live.reload}>
        <ListState
          loading={live.loading}
          errorCode={live.errorCode}
          empty={fixtures.length === 0}
          onRetry={live.reload}
          emptyText={t('front.sports.live.empty')}
        >
          <Stack spacing={2} data-testid="fixtures">
            <FixtureList
              fixtures={fixtures}
              leagues={live.leagues}
              picked={slip.picked}
              onPick={pick}
              matchPath={sportsMatchPath}
            />
          </Stack>
        </ListState>
      </SlipFrame>
    </Box>
  );
}
