import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Chip, Typography } from '@mui/material';
import type { BetRow } from '../../../shared/api/bets';
import { formatDate, formatMoney, formatOdds } from '../../format';
import { API } from '../../../shared/endpoints/member';
import {
  DataTable,
  ListState,
  Pager,
  PeriodButtons,
  periodRange,
  useApiList,
  usePagePaths,
  type Column,
  type Period,
} from '../../ui';
import { BetDetailDialog } from './BetDetailDialog';
import { useLabels } from '../../labels';
import { isVendorSlip, slipOdds, slipPicks, slipTitle } from './slipWords';
import { SLIP_STATUS_COLOR } from '../../ui/slipStatusColor';
import { refusalMessageKey } from '../../../shared/sports/acceptance';

/**
 * A member's slips of one product group, by §5 period; `settledOnly` asks for oldYn Y. A slip of
 * several legs (a sports combo) lists each leg with its odds; the odds column is the slip's. A
 * vendor round (casino, slot) shows its bets in words and no odds; a row opens the slip in full.
 */
export function BetHistory({ gameType, settledOnly = false }: { gameType?: string; settledOnly?: boolean }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const [period, setPeriod] = useState<Period>('week');
  const [open, setOpen] = useState<number | null>(null);
  const paths = usePagePaths();
  const { startDate, endDate } = periodRange(period);
  // A period that ends today is left open at the end: "today" of this browser can be yesterday in
  // site time (§5 dates are read in site time), and a round played a second ago must still show.
  const list = useApiList(API.bet.list, {
    gameType,
    oldYn: settledOnly ? 'Y' : undefined,
    startDate,
    endDate: period === 'yesterday' ? endDate : undefined,
  });
  const vendor = list.rows.length > 0 && list.rows.every(isVendorSlip);

  const columns: Column<BetRow>[] = [
    { key: 'date', labelKey: 'front.bet.date', render: (row) => formatDate(row.createdAt) },
    {
      key: 'game',
      labelKey: 'front.bet.game',
      render: (row) => slipTitle(labels.t, row, labels.language),
    },
    {
      key: 'pick',
      labelKey: 'front.bet.pick',
      render: (row) => {
        const picks = slipPicks(labels.t, row, labels.language);
        // A combo lists each leg with its own odds; the odds column is the slip's.
        return !isVendorSlip(row) && row.legs.length > 1
          ? row.legs.map((leg, i) => <Box key={leg.legNo}>{`${picks[i]} (${formatOdds(leg.odds)})`}</Box>)
          : picks[0];
      },
    },
    ...(vendor ? [] : [{ key: 'odds', labelKey: 'front.bet.odds', render: (row: BetRow) => slipOdds(row) }]),
    { key: 'amount', labelKey: 'front.bet.amount', align: 'right', render: (row) => formatMoney(row.betAmt) },
    { key: 'win', labelKey: 'front.bet.winAmount', align: 'right', render: (row) => formatMoney(row.betWinAmt) },
    {
      key: 'result',
      labelKey: 'front.bet.result',
      align: 'right',
      render: (row) => (
        <Typography component="span" variant="body2" color={row.resultCash < 0 ? 'error' : 'success.main'}>
          {formatMoney(row.resultCash)}
        </Typography>
      ),
    },
    {
      key: 'status',
      labelKey: 'front.bet.status',
      render: (row) => (
        <>
          <Chip size="small" color={SLIP_STATUS_COLOR[row.status]} label={t(`front.bet.statuses.${row.status}`)} />
          {row.refusedReason && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t(refusalMessageKey(row.refusedReason))}
            </Typography>
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <PeriodButtons value={period} onChange={setPeriod} />
      <ListState loading={list.loading} errorCode={list.errorCode} empty={list.rows.length === 0} onRetry={list.reload}>
        <Box data-testid="bet-rows">
          <DataTable
            columns={columns}
            rows={list.rows}
            rowKey={(row) => row.betIdx}
            onRowClick={(row) => setOpen(row.betIdx)}
            rowLink={(row) => paths.betDetail(row.betIdx)}
          />
        </Box>
      </ListState>
      <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
      <BetDetailDialog betIdx={open} onClose={() => setOpen(null)} />
    </>
  );
}
