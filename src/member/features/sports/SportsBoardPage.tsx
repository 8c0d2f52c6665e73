import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, MenuItem, Stack, Tab, Tabs, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { SportsFixture, SportsMarket } from '../../../shared/api/sports';
import { SPORT_KEYS, SportKeySchema } from '../../../shared/sports/sports';
import { useDevice } from '../../device/useDevice';
import { ListState } from '../../ui';
import { FixtureList } from './FixtureList';
import { localName, sportLabel } from './labels';
import { SlipFrame } from './SlipFrame';
import { SportsHeader } from './SportsHeader';
import { useBetSlip } from './useBetSlip';
import { useSportsBoard } from './useSportsBoard';
import { boardDays, type BoardDay } from './boardDays';

/** Fixtures drawn at first (and added per "more"): three days of every sport is hundreds, too many for a phone at once. */
const PAGE = 30;

/**
 * §2 sportsViewer, the house sportsbook's board (docs/domains/sportsbook.md#member-pages): sport
 * tabs with the number of fixtures, a league and a day filter, the fixtures with a price per pick
 * of each market kept live by the public push, and the slip (SlipFrame). The tab beside it lists
 * the matches in play (SportsLivePage).
 */
export function SportsBoardPage() {
  const { t, i18n } = useTranslation();
  const { device } = useDevice();
  const [query, setQuery] = useSearchParams();
  const sportParam = SportKeySchema.safeParse(query.get('sport'));
  const sport = sportParam.success ? sportParam.data : undefined;
  const days = useMemo(() => boardDays(new Date()), []);
  const dayParam = query.get('day');
  const day: BoardDay | undefined = days.find((d) => d.day === dayParam);
  const leagueId = Number(query.get('league')) || undefined;

  const [shown, setShown] = useState({ filter: '', count: PAGE });

  const slip = useBetSlip();
  const board = useSportsBoard({ sport, day: day?.day }, slip.onPush);

  const setFilter = (name: 'sport' | 'league' | 'day', value: string | undefined) => {
    const next = new URLSearchParams(query);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name === 'sport') next.delete('league');
    setQuery(next, { replace: true });
  };

  const pick = (fixture: SportsFixture, market: SportsMarket, o: SportsMarket['odds'][number]) =>
    slip.pick(
      fixture,
      market,
      o,
      board.leagues.find((l) => l.leagueId === fixture.leagueId),
    );

  const fixtures = leagueId ? board.fixtures.filter((f) => f.leagueId === leagueId) : board.fixtures;
  // A new filter starts again with one page of fixtures.
  const filterKey = query.toString();
  const limit = shown.filter === filterKey ? shown.count : PAGE;
  const shownFixtures = useMemo(
    () => [...fixtures].sort((a, b) => a.startsAt.localeCompare(b.startsAt)).slice(0, limit),
    [fixtures, limit],
  );
  const sportsShown = SPORT_KEYS.filter((s) => board.sports.some((x) => x.sport === s && x.count > 0));
  const total = board.sports.reduce((sum, s) => sum + s.count, 0);

  return (
    <Box sx={{ maxWidth: 1380, mx: 'auto', px: { xs: 1, sm: 2 }, py: 2, pb: device === 'mobile' ? 10 : 2 }}>
      <SportsHeader mode="board" />

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

      <SlipFrame slip={slip} onPlaced={board.reload}>
        <ListState
          loading={board.loading}
          errorCode={board.errorCode}
          empty={fixtures.length === 0}
          onRetry={board.reload}
          emptyText={t('front.sports.noFixtures')}
        >
          <Stack spacing={2} data-testid="fixtures">
            <FixtureList fixtures={shownFixtures} leagues={board.leagues} picked={slip.picked} onPick={pick} />
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
      </SlipFrame>
    </Box>
  );
}
