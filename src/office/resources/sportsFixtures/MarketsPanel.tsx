import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SaveIcon from '@mui/icons-material/Save';
import { useGetList, useTranslate } from 'react-admin';
import type { SportsFixtureRecord, SportsMarketRecord } from '../../../shared/api/office/index';
import { API } from '../../../shared/endpoints';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { formatOdds, parseOdds, useMarketName, useNameOf, usePickName } from '../../common/sportsText';
import { useOfficeAction } from '../../common/useOfficeAction';
import { OddsHistoryButton } from './OddsHistoryButton';
import { marketStateColors } from './FixtureFields';

/** Columns a phone leaves out (their figures go under the pick's name). */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** One market: its picks' odds (editable while it takes bets), each pick's open slips and liability, suspend or reopen. */
function MarketCard({ market, fixture }: { market: SportsMarketRecord; fixture: SportsFixtureRecord }) {
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  const nameOf = useNameOf();
  const marketName = useMarketName();
  const pickName = usePickName();
  const { run, busy } = useOfficeAction();
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(market.odds.map((o) => [o.pick, formatOdds(o.odds)])),
  );
  const teams = { home: nameOf(fixture.home), away: nameOf(fixture.away) };
  const editable = market.state === 'open' || market.state === 'suspended';
  const title = marketName(market.type, market.line);

  const changed = market.odds.flatMap((o) => {
    const odds = parseOdds(texts[o.pick] ?? '');
    return odds !== null && odds !== o.odds ? [{ pick: o.pick, odds }] : [];
  });
  const valid = market.odds.every((o) => {
    const odds = parseOdds(texts[o.pick] ?? '');
    return odds !== null && odds > 100 && odds <= 100_000;
  });

  const saveOdds = () =>
    run((dp) => dp.call(API.adminSportsMarkets.update, { id: market.id, data: { odds: changed } }), {
      message: 'office.sports.oddsSaved',
    });
  const toggle = () =>
    run(
      (dp) =>
        dp.call(market.state === 'open' ? API.adminSportsMarkets.suspend : API.adminSportsMarkets.open, {
          id: market.id,
        }),
      {
        message: market.state === 'open' ? 'office.sports.marketSuspended' : 'office.sports.marketOpened',
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={title} role="region">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {market.manual && <Chip size="small" variant="outlined" label={translate('office.sports.manualOdds')} />}
        <OddsHistoryButton marketId={market.id} title={title} teams={teams} />
        <Chip
          size="small"
          color={marketStateColors[market.state]}
          label={translate(`office.sports.marketState.${market.state}`)}
        />
        {editable && (
          <Button
            size="small"
            color={market.state === 'open' ? 'warning' : 'success'}
            startIcon={market.state === 'open' ? <PauseIcon /> : <PlayArrowIcon />}
            onClick={toggle}
            disabled={busy}
          >
            {translate(market.state === 'open' ? 'office.sports.suspend' : 'office.sports.reopen')}
          </Button>
        )}
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(field('pick'))}</TableCell>
              <TableCell sx={{ width: 108 }}>{translate(field('odds'))}</TableCell>
              <TableCell align="right" sx={wide}>
                {translate(field('openSlips'))}
              </TableCell>
              <TableCell align="right" sx={wide}>
                {translate(field('openStake'))}
              </TableCell>
              <TableCell align="right" sx={{ width: { xs: 96, sm: 'auto' } }}>
                {translate(field('liability'))}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {market.odds.map((o) => {
              const name = pickName(o.pick, teams);
              return (
                <TableRow key={o.pick}>
                  <TableCell>
                    {name}
                    {/* A phone has no room for the two columns: the pick's open slips and stake under its name. */}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      sx={{ display: { sm: 'none' } }}
                    >
                      {translate(field('openSlips'))} {o.slips} · {money(o.stake)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {editable ? (
                      <TextField
                        size="small"
                        value={texts[o.pick] ?? ''}
                        onChange={(e) => setTexts({ ...texts, [o.pick]: e.target.value })}
                        error={parseOdds(texts[o.pick] ?? '') === null}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'decimal',
                            'aria-label': translate('office.sports.oddsOf', { pick: name, market: title }),
                          },
                        }}
                        variant="outlined"
                        sx={{ width: 88 }}
                      />
                    ) : (
                      formatOdds(o.odds)
                    )}
                  </TableCell>
                  <TableCell align="right" sx={wide}>
                    {o.slips}
                  </TableCell>
                  <TableCell align="right" sx={wide}>
                    {money(o.stake)}
                  </TableCell>
                  <TableCell align="right">{money(o.liability)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {editable && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Button
            size="small"
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={busy || !valid || changed.length === 0}
            onClick={saveOdds}
          >
            {translate('office.sports.saveOdds', { market: title })}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

/** The fixture's markets, each with its odds and liability (docs/domains/sportsbook.md#office). */
export function MarketsPanel({ fixture }: { fixture: SportsFixtureRecord }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<SportsMarketRecord>('admin/sportsMarkets', {
    filter: { fixtureId: fixture.id },
    pagination: { page: 1, perPage: 100 },
  });
  if (isPending) return <CircularProgress size={24} sx={{ m: 2 }} />;
  if (error) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  if (!data?.length) return <Alert severity="info">{translate('office.sports.noMarkets')}</Alert>;
  return (
    <Stack spacing={1.5}>
      {data.map((market) => (
        // A market whose odds or state changed starts over with the saved values.
        <MarketCard key={`${market.id}:${market.updatedAt}:${market.state}`} market={market} fixture={fixture} />
      ))}
    </Stack>
  );
}
