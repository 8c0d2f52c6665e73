import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  type Column,
  type Period,
} from '../../ui';
import { BetStatusChip } from './betStatus';
import { marketPickName, minigameName, roundName } from '../../../shared/labels/minigame';

/** The minigame tab of the bet history (§2 /betlist, /member/betList/minigame): my minigame slips (one leg each). */
export function MinigameBetHistory() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('week');
  const { startDate, endDate } = periodRange(period);
  // A period that ends today is left open at the end: "today" of this browser can be yesterday in
  // site time (§5 dates are read in site time), and a bet placed a second ago must still show.
  const list = useApiList(API.bet.list, {
    gameType: 'minigame',
    startDate,
    endDate: period === 'yesterday' ? endDate : undefined,
  });

  const columns: Column<BetRow>[] = [
    { key: 'date', labelKey: 'front.minigame.betTime', render: (b) => formatDate(b.createdAt) },
    { key: 'game', labelKey: 'front.minigame.game', render: (b) => minigameName(t, b.gameCode) },
    { key: 'round', labelKey: 'front.minigame.round', render: (b) => (b.roundId ? roundName(t, b.roundId) : '-') },
    { key: 'pick', labelKey: 'front.minigame.pickColumn', render: (b) => marketPickName(t, b.market, b.pick) },
    { key: 'odds', labelKey: 'front.minigame.odds', render: (b) => formatOdds(b.odds) },
    { key: 'amount', labelKey: 'front.minigame.amount', render: (b) => formatMoney(b.betAmt), align: 'right' },
    { key: 'win', labelKey: 'front.minigame.winAmount', render: (b) => formatMoney(b.betWinAmt), align: 'right' },
    { key: 'status', labelKey: 'front.minigame.statusColumn', render: (b) => <BetStatusChip status={b.status} /> },
  ];

  return (
    <>
      <PeriodButtons value={period} onChange={setPeriod} />
      <ListState loading={list.loading} errorCode={list.errorCode} empty={list.rows.length === 0} onRetry={list.reload}>
        <DataTable columns={columns} rows={list.rows} rowKey={(b) => b.betIdx} />
        <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
      </ListState>
    </>
  );
}
