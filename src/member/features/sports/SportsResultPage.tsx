import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  Box,
  Button,
  Chip,
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
import type { SportsResultRow } from '../../../shared/api/sports';
import { API } from '../../../shared/endpoints/member';
import { MARKET_KINDS, MarketKindSchema, type MarketKind } from '../../../shared/sports/markets';
import { SPORT_KEYS, SportKeySchema } from '../../../shared/sports/sports';
import { useDevice } from '../../device/useDevice';
import { formatDate, formatOdds } from '../../format';
import { ListState, PageFrame, Pager, useApiList } from '../../ui';
import { localName, marketLabel, orderedOdds, pickLabel, sportLabel } from './labels';
import { boardDays } from './boardDays';

/** The minigame results of each route tree (§2 /member/result/mini, mobile /member/resultMain). */
const MINI_RESULTS = { desktop: '/member/result/mini', mobile: '/member/resultMain' } as const;
const RESULT_DAYS = ['all', 'today', 'yesterday'] as const;
type ResultDay = (typeof RESULT_DAYS)[number];

/**
 * §2 /member/result/sport with the tabs winloose, handy, underover, special (/member/result/sport/<tab>;
 * mobile /sports/history?kind=<tab>): finished fixtures, newest first, with the final and
 * half-time scores and each market of the tab with its winning picks marked.
 */
export function SportsResultPage() {
  const { t } = useTranslation();
  const { device } = useDevice();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const routed = MarketKindSchema.safeParse(useParams().kind ?? query.get('kind'));
  const kind: MarketKind = routed.success ? routed.data : 'winloose';
  const sportParam = SportKeySchema.safeParse(query.get('sport'));
  const sport = sportParam.success ? sportParam.data : undefined;
  const [resultDay, setResultDay] = useState<ResultDay>('all');
  const today = boardDays(new Date())[0]!.day;
  const day = resultDay === 'all' ? undefined : resultDay === 'today' ? today : yesterdayOf(today);
  const list = useApiList(API.sports.results, { kind, sport, day }, 20);

  const setKind = (next: MarketKind) => {
    if (device === 'mobile') setQuery((q) => ({ ...Object.fromEntries(q), kind: next }), { replace: true });
    else navigate({ pathname: `/member/result/sport/${next}`, search: query.toString() }, { replace: true });
  };

  return (
    <PageFrame
      titleKey="front.sports.resultsTitle"
      actions={
        <Button component={RouterLink} to={MINI_RESULTS[device]} size="small" variant="outlined">
          {t('front.results.miniResults')}
        </Button>
      }
    >
      <Tabs
        value={kind}
        onChange={(_, next: MarketKind) => setKind(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1.5, '& .MuiTab-root': { minHeight: 48 } }}
      >
        {/* on a desktop each tab is its own address (§2), so a link */}
        {MARKET_KINDS.map((k) => (
          <Tab
            key={k}
            value={k}
            label={t(`front.sports.kind.${k}`)}
            {...(device === 'desktop' && {
              component: RouterLink,
              to: { pathname: `/member/result/sport/${k}`, search: query.toString() },
              replace: true,
            })}
          />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={resultDay}
          onChange={(_, next: ResultDay | null) => next && setResultDay(next)}
          sx={{ '& .MuiToggleButton-root': { minHeight: 40, px: 2 } }}
        >
          {RESULT_DAYS.map((d) => (
            <ToggleButton key={d} value={d}>
              {d === 'all' ? t('front.sports.allDays') : t(`front.period.${d}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('front.sports.sportFilter')}
          value={sport ?? ''}
          onChange={(e) =>
            setQuery(
              (q) => ({
                ...Object.fromEntries([...q].filter(([k]) => k !== 'sport')),
                ...(e.target.value ? { sport: e.target.value } : {}),
              }),
              { replace: true },
            )
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('front.sports.allSports')}</MenuItem>
          {SPORT_KEYS.map((s) => (
            <MenuItem key={s} value={s}>
              {sportLabel(t, s)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListState
        loading={list.loading}
        errorCode={list.errorCode}
        empty={list.rows.length === 0}
        onRetry={list.reload}
        emptyText={t('front.sports.noResults')}
      >
        <Stack spacing={1} data-testid="sports-results">
          {list.rows.map((row) => (
            <ResultRow key={row.fixtureId} row={row} />
          ))}
        </Stack>
        <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
      </ListState>
    </PageFrame>
  );
}

function yesterdayOf(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** One finished fixture: when, league, the teams around the score, and the tab's markets with the winners lit. */
function ResultRow({ row }: { row: SportsResultRow }) {
  const { t, i18n } = useTranslation();
  const teams = { home: localName(row.home.names, i18n.language), away: localName(row.away.names, i18n.language) };
  const voided = row.score === null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="result-row" data-fixture={row.fixtureId}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {formatDate(row.startsAt)}
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {sportLabel(t, row.sport)} · {localName(row.league.names, i18n.language)}
        </Typography>
        {row.resultVersion > 1 && <Chip size="small" color="warning" label={t('front.sports.corrected')} />}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0,1fr) auto minmax(0,1fr)',
          alignItems: 'center',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography sx={{ fontWeight: 800, textAlign: 'right', overflowWrap: 'anywhere' }}>{teams.home}</Typography>
        <Box sx={{ textAlign: 'center', minWidth: 72 }} data-testid="result-score">
          {voided ? (
            <Chip size="small" label={t(`front.sports.fixtureState.${row.state}`)} />
          ) : (
            <>
              <Typography sx={{ fontWeight: 900, fontSize: 20, lineHeight: 1.1 }}>
                {row.score!.home} : {row.score!.away}
              </Typography>
              {row.score!.htHome !== null && row.score!.htAway !== null && (
                <Typography variant="caption" color="text.secondary">
                  {t('front.sports.halfTime')} {row.score!.htHome} : {row.score!.htAway}
                </Typography>
              )}
            </>
          )}
        </Box>
        <Typography sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>{teams.away}</Typography>
      </Box>
      <Stack spacing={0.75}>
        {row.markets.map((m) => (
          <Box
            key={m.marketId}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' },
              gap: 0.75,
              alignItems: 'center',
            }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {marketLabel(t, m.type, m.line)}
              {m.state === 'void' && ` · ${t('front.slip.outcomes.VOID')}`}
            </Typography>
            <Box sx={{ display: 'grid', gap: 0.75, gridTemplateColumns: `repeat(${m.odds.length}, minmax(0, 1fr))` }}>
              {orderedOdds(m.type, m.odds).map((o) => {
                const won = m.winners.includes(o.pick);
                return (
                  <Box
                    key={o.pick}
                    data-won={won}
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      gap: 0.5,
                      px: 1,
                      py: 0.75,
                      borderRadius: 1.5,
                      border: 1,
                      fontSize: 13,
                      borderColor: won ? 'success.main' : 'divider',
                      bgcolor: won ? 'rgba(62,207,110,0.15)' : 'transparent',
                      color: won ? 'success.light' : 'text.secondary',
                      minWidth: 0,
                    }}
                  >
                    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      {pickLabel(t, m.type, o.pick, m.line, teams)}
                    </Box>
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {won ? '✓ ' : ''}
                      {formatOdds(o.odds)}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
