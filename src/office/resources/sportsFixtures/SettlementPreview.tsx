import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SportsFixtureRecord, SportsSettlementPreview } from '../../../shared/api/office/index';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { formatOdds, useMarketName, useNameOf, usePickName } from '../../common/sportsText';
import { StatTile } from '../../common/StatTile';

const outcomeColors: Record<string, 'success' | 'error' | 'info' | 'default' | 'warning'> = {
  WIN: 'success',
  HALF_WIN: 'success',
  LOSE: 'error',
  HALF_LOSE: 'warning',
  TIE: 'info',
  VOID: 'default',
  CANCEL: 'default',
};

/** What the result would do: each pick's outcome, the totals, and each affected slip against what it was paid. */
export function SettlementPreview({
  preview,
  fixture,
}: {
  preview: SportsSettlementPreview;
  fixture: SportsFixtureRecord;
}) {
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  const nameOf = useNameOf();
  const marketName = useMarketName();
  const pickName = usePickName();
  const teams = { home: nameOf(fixture.home), away: nameOf(fixture.away) };
  const { totals } = preview;
  return (
    <Stack spacing={2} role="region" aria-label={translate('office.sports.preview')}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}>
        <StatTile label={translate('office.sports.totals.slips')} value={`${totals.slips}`} />
        <StatTile label={translate('office.sports.totals.settled')} value={`${totals.settled} / ${totals.waiting}`} />
        <StatTile label={translate('office.sports.totals.payout')} value={money(totals.payout)} />
        <StatTile label={translate('office.sports.totals.delta')} value={money(totals.delta)} />
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {preview.markets.map((m) =>
          m.picks.map((p) => (
            <Chip
              key={`${m.marketId}:${p.pick}`}
              size="small"
              variant={p.outcome === 'WIN' || p.outcome === 'HALF_WIN' ? 'filled' : 'outlined'}
              color={outcomeColors[p.outcome] ?? 'default'}
              label={`${marketName(m.type, m.line)} · ${pickName(p.pick)}: ${translate(`office.legOutcome.${p.outcome}`)}`}
            />
          )),
        )}
      </Stack>
      {preview.slips.length === 0 ? (
        <Typography color="text.secondary">{translate('office.sports.noSlips')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('office.sports.affectedSlips')}>
            <TableHead>
              <TableRow>
                {['betId', 'memId', 'stake', 'pick', 'outcome', 'status', 'payout', 'paid', 'delta'].map((h) => (
                  <TableCell key={h}>{translate(field(h))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.slips.map((s) => (
                <TableRow key={s.betId}>
                  <TableCell>{s.betId}</TableCell>
                  <TableCell>{s.memId}</TableCell>
                  <TableCell>{money(s.stake)}</TableCell>
                  <TableCell>
                    {s.legs
                      .map((l) => `${marketName(l.type, l.line)} · ${pickName(l.pick, teams)} @ ${formatOdds(l.odds)}`)
                      .join(', ')}
                    {s.legCount > s.legs.length
                      ? ` ${translate('office.sports.moreLegs', { count: s.legCount - s.legs.length })}`
                      : ''}
                  </TableCell>
                  <TableCell>{s.legs.map((l) => translate(`office.legOutcome.${l.outcome}`)).join(', ')}</TableCell>
                  <TableCell>{translate(`office.betStatus.${s.status}`)}</TableCell>
                  <TableCell>{money(s.payout)}</TableCell>
                  <TableCell>{money(s.paid)}</TableCell>
                  <TableCell sx={{ color: s.delta < 0 ? 'error.main' : undefined }}>{money(s.delta)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {totals.slips > preview.slips.length && (
        <Typography variant="caption">
          {translate('office.sports.previewCut', { shown: preview.slips.length, total: totals.slips })}
        </Typography>
      )}
    </Stack>
  );
}
