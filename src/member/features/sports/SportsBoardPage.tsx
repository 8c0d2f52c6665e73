import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { SportsFixture, SportsLegNow, SportsMarket, SportsPush } from '../../../shared/api/sports';
import { API } from '../../../shared/endpoints/member';
import { ResultCode } from '../../../shared/resultCodes';
import { SPORT_KEYS, SportKeySchema } from '../../../shared/sports/sports';
import { ApiError } from '../../../dataProvider/apiClient';
import { useApi } from '../../apiContext';
import { useDevice } from '../../device/useDevice';
import { useSession } from '../../session';
import { ListState, useSubmit } from '../../ui';
import { FixtureCard } from './FixtureCard';
import { localName, sportLabel } from './labels';
import { SlipDrawer } from './SlipDrawer';
import { SportsSlip } from './SportsSlip';
import {
  acknowledgeChanges,
  applyMarkets,
  applyRefusal,
  removeLeg,
  slipFigures,
  toggleLeg,
  type MarketNow,
  type SlipLeg,
} from './slipModel';
import { useSportsBoard } from './useSportsBoard';
import { useSportsOptions } from './useSportsOptions';
import { boardDays, type BoardDay } from './boardDays';
import { sportsPaths } from './sportsPaths';

/** Fixtures drawn at first (and added per "more"): three days of every sport is hundreds, too many for a phone at once. */
const PAGE = 30;

/** Refusals that answer with the slip's legs as they stand now (`data.legs`). */
const REFUSALS_WITH_LEGS: ReadonlySet<string> = new Set([
  ResultCode.SportsOddsChanged,
  ResultCode.SportsMarketSuspended,
  ResultCode.SportsFixtureStarted,
]);

/** A push's markets as the slip reads them. */
function pushedMarkets(push: SportsPush): Map<number, MarketNow> {
  const markets = new Map<number, MarketNow>();
  for (const fixture of push.fixtures) {
    for (const m of fixture.markets) {
      markets.set(m.marketId, {
        marketId: m.marketId,
        open: fixture.state === 'open' && m.state === 'open',
        odds: (pick) => m.odds.find((o) => o.pick === pick)?.odds ?? null,
      });
    }
  }
  return markets;
}

/**
 * §2 sportsViewer, the house sportsbook's board (docs/domains/sportsbook.md#member-pages): sport
 * tabs with the number of fixtures, a league and a day filter, the fixtures with a price per pick
 * of each market kept live by the public push, and the slip: beside the board on a desktop, a
 * bottom drawer on a phone.
 */
export function SportsBoardPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const session = useSession();
  const { device } = useDevice();
  const options = useSportsOptions();
  const paths = sportsPaths(device);
  const [query, setQuery] = useSearchParams();
  const sportParam = SportKeySchema.safeParse(query.get('sport'));
  const sport = sportParam.success ? sportParam.data : undefined;
  const days = useMemo(() => boardDays(new Date()), []);
  const dayParam = query.get('day');
  const day: BoardDay | undefined = days.find((d) => d.day === dayParam);
  const leagueId = Number(query.get('league')) || undefined;

  const [legs, setLegs] = useState<SlipLeg[]>([]);
  const [amount, setAmount] = useState<number | null>(null);
  const [acceptOddsChange, setAcceptOddsChange] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [shown, setShown] = useState({ filter: '', count: PAGE });

  const onPush = useCallback(
    (push: SportsPush) => setLegs((current) => applyMarkets(current, pushedMarkets(push))),
    [],
  );
  const board = useSportsBoard({ sport, day: day?.day }, onPush);

  const submit = useSubmit(async (idempotencyKey: string, stake: number) => {
    try {
      const res = await api.call(
        API.bet.place,
        {
          gameType: 'sports',
          legs: legs.map((l) => ({ marketId: l.marketId, pick: l.pick, odds: l.odds })),
          amount: stake,
          acceptOddsChange,
        },
        { idempotencyKey },
      );
      session.setBalances(res.cashAmt, session.point);
    } catch (error) {
      // The server says how each leg stands now: the slip offers the new odds (or shows the lock).
      if (error instanceof ApiError && REFUSALS_WITH_LEGS.has(error.code)) {
        const now = (error.data as { legs?: SportsLegNow[] } | null)?.legs;
        if (now) setLegs((current) => applyRefusal(current, now));
      }
      throw error;
    }
  });

  const setFilter = (name: 'sport' | 'league' | 'day', value: string | undefined) => {
    const next = new URLSearchParams(query);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name === 'sport') next.delete('league');
    setQuery(next, { replace: true });
  };

  const pick = (fixture: SportsFixture, market: SportsMarket, o: SportsMarket['odds'][number]) => {
    setPlaced(false);
    submit.clearFailure();
    const league = board.leagues.find((l) => l.leagueId === fixture.leagueId);
    setLegs((current) =>
      toggleLeg(current, {
        fixtureId: fixture.fixtureId,
        marketId: market.marketId,
        type: market.type,
        line: market.line,
        pick: o.pick,
        odds: o.odds,
        pickedOdds: o.odds,
        locked: false,
        sport: fixture.sport,
        league: league?.names ?? fixture.home.names,
        home: fixture.home.names,
        away: fixture.away.names,
        startsAt: fixture.startsAt,
      }),
    );
  };

  const place = async (stake: number) => {
    setPlaced(false);
    if (await submit.run(stake)) {
      setLegs([]);
      setPlaced(true);
      setDrawer(false);
      board.reload();
    }
  };

  const picked = useMemo(() => new Map(legs.map((l) => [l.marketId, l.pick as string])), [legs]);
  const fixtures = leagueId ? board.fixtures.filter((f) => f.leagueId === leagueId) : board.fixtures;
  // A new filter starts again with one page of fixtures.
  const filterKey = query.toString();
  const limit = shown.filter === filterKey ? shown.count : PAGE;
  const groups = useMemo(() => {
    const byLeague = new Map<number, SportsFixture[]>();
    for (const f of [...fixtures].sort((a, b) => a.startsAt.localeCompare(b.startsAt)).slice(0, limit))
      byLeague.set(f.leagueId, [...(byLeague.get(f.leagueId) ?? []), f]);
    return [...byLeague.entries()];
  }, [fixtures, limit]);
  const sportsShown = SPORT_KEYS.filter((s) => board.sports.some((x) => x.sport === s && x.count > 0));
  const total = board.sports.reduce((sum, s) => sum + s.count, 0);
  const figures = slipFigures(legs, amount ?? 0, options);

  const slip = (
    <SportsSlip
      legs={legs}
      options={options}
      cash={session.cash}
      sending={submit.sending}
      failure={submit.failure}
      placed={placed}
      amount={amount}
      onAmount={setAmount}
      acceptOddsChange={acceptOddsChange}
      onAcceptOddsChange={(accept) => {
        setAcceptOddsChange(accept);
        if (accept) setLegs(acknowledgeChanges);
      }}
      onRemove={(marketId) => setLegs((current) => removeLeg(current, marketId))}
      onClear={() => setLegs([])}
      onPlace={(stake) => {
        setLegs(acknowledgeChanges);
        void place(stake);
      }}
    />
  );

  return (
    <Box sx={{ maxWidth: 1380, mx: 'auto', px: { xs: 1, sm: 2 }, py: 2, pb: device === 'mobile' ? 10 : 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          {t('front.sports.title')}
        </Typography>
        <Button component={RouterLink} to={paths.results} size="small" variant="outlined">
          {t('front.sports.resultsLink')}
        </Button>
        <Button component={RouterLink} to={paths.guide} size="small">
          {t('front.sports.guideLink')}
        </Button>
      </Box>

      <Tabs
        value={sport ?? 'all'}
        onChange={(_, next: string) => setFilter('sport', next === 'all' ? undefined : next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1, '& .MuiTab-root': { minHeight: 48 } }}
      >
        <Tab value="all" label={`${t('front.sports.allSports')} ${total}`} />
        {sportsShown.map((s) => (
          <Tab
            key={s}
            value={s}
            label={`${sportLabel(t, s)} ${board.sports.find((x) => x.sport === s)?.count ?? 0}`}
            data-testid={`sport-tab-${s}`}
          />
        ))}
      </Tabs>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={day?.day ?? 'all'}
          onChange={(_, next: string | null) => next && setFilter('day', next === 'all' ? undefined : next)}
          sx={{ '& .MuiToggleButton-root': { minHeight: 40, px: 1.5, flexGrow: 1 } }}
        >
          <ToggleButton value="all">{t('front.sports.allDays')}</ToggleButton>
          {days.map((d) => (
            <ToggleButton key={d.day} value={d.day}>
              {d.offset === 0 ? t('front.period.today') : d.offset === 1 ? t('front.sports.tomorrow') : d.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('front.sports.league')}
          value={leagueId ?? ''}
          onChange={(e) => setFilter('league', e.target.value || undefined)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('front.sports.allLeagues')}</MenuItem>
          {board.leagues.map((l) => (
            <MenuItem key={l.leagueId} value={l.leagueId}>
              {`${sportLabel(t, l.sport)} · ${localName(l.names, i18n.language)}`}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: device === 'mobile' ? '1fr' : 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Box>
          <ListState
            loading={board.loading}
            errorCode={board.errorCode}
            empty={fixtures.length === 0}
            onRetry={board.reload}
            emptyText={t('front.sports.noFixtures')}
          >
            <Stack spacing={2} data-testid="fixtures">
              {groups.map(([id, list]) => {
                const league = board.leagues.find((l) => l.leagueId === id);
                return (
                  <Box key={id}>
                    <Typography sx={{ fontWeight: 800, mb: 0.75, color: 'primary.main' }}>
                      {league ? `${sportLabel(t, league.sport)} · ${localName(league.names, i18n.language)}` : ''}
                    </Typography>
                    <Stack spacing={1}>
                      {list.map((f) => (
                        <FixtureCard key={f.fixtureId} fixture={f} picked={picked} onPick={pick} />
                      ))}
                    </Stack>
                  </Box>
                );
              })}
              {fixtures.length > limit && (
                <Button
                  variant="outlined"
                  onClick={() => setShown({ filter: filterKey, count: limit + PAGE })}
                  sx={{ minHeight: 48 }}
                >
                  {t('front.sports.moreFixtures', { count: fixtures.length - limit })}
                </Button>
              )}
            </Stack>
          </ListState>
        </Box>
        {device === 'desktop' && (
          <Paper variant="outlined" sx={{ p: 2, position: 'sticky', top: 16 }}>
            {slip}
          </Paper>
        )}
      </Box>
      {device === 'mobile' && (
        <SlipDrawer
          open={drawer}
          onOpen={() => setDrawer(true)}
          onClose={() => setDrawer(false)}
          count={legs.length}
          totalOdds={figures.totalWithBonus}
          potentialWin={figures.potentialWin}
          conflict={figures.conflict !== null}
        >
          {slip}
        </SlipDrawer>
      )}
    </Box>
  );
}
